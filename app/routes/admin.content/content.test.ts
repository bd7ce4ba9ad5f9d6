import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { findContentItem } from '~/features/content/store.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { readToast } from '~/web/flash.server';
import { signInCookie, TEST_ADMIN } from '../../../tests/helpers/admin';
import { callRoute, formRequest, getRequest, type Outcome } from '../../../tests/helpers/route-call';
import * as editor from './editor';
import * as list from './list';
import { action as livePreview } from './live-preview';

// The Content screen's forms as a browser without JavaScript posts them (and the live preview's
// fetch): every answer is a redirect with its message, or the page again with what was typed and why.

let cookie: string;

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
});

const POST = { title: 'Editor Post', slug: '', category: 'Tips', excerpt: 'Short.', colour: 'purple', icon: 'cpu', body: 'Hello.' };

function post(path: string, params: Record<string, string>, fields: Record<string, string>, route: typeof editor | typeof list = editor) {
  return callRoute(route.action, formRequest(path, fields, { Cookie: cookie }), {}, params);
}

async function toastOf(outcome: Outcome): Promise<{ title: string; description: string } | undefined> {
  const set = outcome.headers.getSetCookie().find((c) => c.startsWith('flash='));
  if (!set) return undefined;
  const found = await readToast(new Request('http://localhost/', { headers: { Cookie: set.split(';')[0]! } }));
  return found ? { title: found.toast.title, description: found.toast.description } : undefined;
}

describe('the editor', () => {
  it('saves a new post as a draft and goes to its editor; Publish now saves the typed values first', async () => {
    const created = await post('/admin/content/blog/new', { section: 'blog', item: 'new' }, { intent: 'save', ...POST });
    expect(created.status).toBe(302);
    const id = Number(created.location!.split('/').at(-1));
    expect(created.location).toBe(`/admin/content/blog/${id}`);
    expect(await toastOf(created)).toEqual({ title: 'Draft Saved', description: '“Editor Post” is saved as a draft.' });
    const published = await post(
      `/admin/content/blog/${id}`,
      { section: 'blog', item: String(id) },
      { intent: 'publish', ...POST, title: 'Editor Post, Final' },
    );
    expect(await toastOf(published)).toEqual({ title: 'Published!', description: '“Editor Post, Final” is on the site.' });
    // Left empty before the first publication, the address follows the title.
    expect(await findContentItem(id)).toMatchObject({ status: 'published', title: 'Editor Post, Final', slug: 'editor-post-final' });
  });

  it('keeps what was typed, with an error by each field, when a save is refused; nothing is stored', async () => {
    const before = await db
      .selectFrom('content_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await post(
      '/admin/content/blog/new',
      { section: 'blog', item: 'new' },
      { intent: 'save', ...POST, title: '', slug: 'Bad Slug!', body: 'Kept text.' },
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      intent: 'refused',
      toast: { title: 'Not Saved' },
      values: { title: '', slug: 'Bad Slug!', body: 'Kept text.' },
      errors: { title: 'Title is required.', slug: expect.stringContaining('lower-case letters') },
    });
    const after = await db
      .selectFrom('content_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('previews what was typed without saving it, and names the token for a number that contradicts a fact', async () => {
    const preview = await post(
      '/admin/content/faq/new',
      { section: 'faq', item: 'new' },
      { intent: 'preview', title: 'Refunds?', slug: '', body: 'Yes, a **14-day refund**.' },
    );
    expect(preview.status).toBe(200);
    expect(preview.data.preview.preview.entry).toMatchObject({
      question: 'Refunds?',
      answerHtml: '<p>Yes, a <strong>14-day refund</strong>.</p>\n',
    });
    expect(preview.data.preview.warnings.map((warning: { token: string }) => warning.token)).toEqual(['{refund_days}']);
    expect(await db.selectFrom('content_items').select('id').where('title', '=', 'Refunds?').execute()).toEqual([]);
  });

  it('shows a saved text’s warnings each time it opens, until the number becomes the token', async () => {
    const saved = await post(
      '/admin/content/faq/new',
      { section: 'faq', item: 'new' },
      { intent: 'save', title: 'Money back?', slug: '', body: 'We offer a 14-day refund.' },
    );
    const id = saved.location!.split('/').at(-1)!;
    const open = () =>
      callRoute(editor.loader, getRequest(`/admin/content/faq/${id}`, { Cookie: cookie }), {}, { section: 'faq', item: id });
    expect((await open()).data.preview.warnings[0].message).toBe(
      '“14-day refund” contradicts the refund window (Monthly 7, Yearly 30, Lifetime 30 days). Write {refund_days} instead.',
    );
    await post(
      `/admin/content/faq/${id}`,
      { section: 'faq', item: id },
      { intent: 'save', title: 'Money back?', slug: 'money-back', body: 'We offer a {refund_days}-day refund.' },
    );
    const fixed = await open();
    expect(fixed.data.preview.warnings).toEqual([]);
    expect(fixed.data.preview.preview.entry.answerHtml).toBe('<p>We offer a 30-day refund.</p>\n');
  });

  it('schedules for a time on the site’s clock, and refuses a time gone by, keeping the text', async () => {
    const past = await post(
      '/admin/content/blog/new',
      { section: 'blog', item: 'new' },
      { intent: 'schedule', ...POST, title: 'Later', publishAt: '2020-01-01T09:00' },
    );
    expect(past.status).toBe(400);
    expect(past.data).toMatchObject({
      toast: { title: 'Not Scheduled' },
      values: { title: 'Later' },
      errors: { publishAt: 'Choose a time in the future, or publish now.' },
    });
    const scheduled = await post(
      '/admin/content/blog/new',
      { section: 'blog', item: 'new' },
      { intent: 'schedule', ...POST, title: 'Later', publishAt: '2099-06-01T09:30' },
    );
    expect((await toastOf(scheduled))?.description).toBe('“Later” will be published on Jun 1, 2099, 9:30 AM Eastern Time.');
    const item = await findContentItem(Number(scheduled.location!.split('/').at(-1)));
    // 9:30 in New York in June (summer time, UTC−4).
    expect(item).toMatchObject({ status: 'scheduled', publishedAt: '2099-06-01T13:30:00.000Z' });
  });

  it('restores an earlier revision', async () => {
    const faq = await db
      .selectFrom('content_items')
      .selectAll()
      .where('kind', '=', 'faq')
      .where('slug', '=', 'phones')
      .executeTakeFirstOrThrow();
    const id = String(faq.id);
    await post(
      `/admin/content/faq/${id}`,
      { section: 'faq', item: id },
      { intent: 'save', title: faq.title, slug: 'phones', body: 'Changed answer.' },
    );
    const opened = await callRoute(
      editor.loader,
      getRequest(`/admin/content/faq/${id}`, { Cookie: cookie }),
      {},
      { section: 'faq', item: id },
    );
    expect(opened.data.revisions.map((r: { changed: string; current: boolean }) => [r.changed, r.current])).toEqual([
      ['Answer', true],
      ['', false],
    ]);
    const restored = await post(
      `/admin/content/faq/${id}`,
      { section: 'faq', item: id },
      { intent: 'restore', id: String(opened.data.revisions[1].id) },
    );
    expect(await toastOf(restored)).toMatchObject({ title: 'Revision Restored' });
    expect((await findContentItem(faq.id))!.body).toBe(faq.body);
  });

  it('answers the live preview with the rendering and the warnings, saving nothing', async () => {
    const answer = await callRoute(
      livePreview,
      formRequest(
        '/admin/content/preview',
        { section: 'blog', ...POST, body: '# Big\n\n<script>x</script> {price:Yearly}' },
        { Cookie: cookie },
      ),
    );
    expect(answer.data.preview.post.html).toBe('<h2>Big</h2>\n<p>&lt;script&gt;x&lt;/script&gt; $79.99</p>\n');
    expect(answer.data.warnings).toEqual([]);
  });
});

describe('a list', () => {
  it('sends its rows as the screen shows them, with their status', async () => {
    const outcome = await callRoute(list.loader, getRequest('/admin/content/guides', { Cookie: cookie }), {}, { section: 'guides' });
    expect(outcome.data.rows.map((row: { title: string; statusLabel: string }) => [row.title, row.statusLabel])).toEqual([
      ['Getting started', 'Published'],
      ['Recovering from a formatted drive', 'Published'],
      ['Activating your license', 'Published'],
    ]);
    expect(Object.keys(outcome.data.rows[0]).sort()).toEqual([
      'address',
      'editHref',
      'id',
      'live',
      'previewHref',
      'status',
      'statusLabel',
      'title',
      'when',
    ]);
    expect(outcome.data.rows[0]).toMatchObject({
      address: '/help-center/guides/getting-started',
      editHref: expect.stringMatching(/^\/admin\/content\/guides\/\d+$/),
    });
    expect((await callRoute(list.loader, getRequest('/admin/content/pages', { Cookie: cookie }), {}, { section: 'pages' })).status).toBe(
      404,
    );
  });

  it('asks before deleting: the address shows the question, the post deletes', async () => {
    const saved = await post(
      '/admin/content/testimonials/new',
      { section: 'testimonials', item: 'new' },
      { intent: 'save', title: 'Gone Soon', role: 'Tester', body: 'Nice.' },
    );
    const id = saved.location!.split('/').at(-1)!;
    const asked = await callRoute(
      list.loader,
      getRequest(`/admin/content/testimonials?ask=delete&id=${id}`, { Cookie: cookie }),
      {},
      { section: 'testimonials' },
    );
    expect(asked.data.askDelete).toEqual({ id: Number(id), title: 'Gone Soon' });
    expect(await findContentItem(Number(id))).not.toBeNull();
    const deleted = await post(
      `/admin/content/testimonials?ask=delete&id=${id}`,
      { section: 'testimonials' },
      { intent: 'delete', id },
      list,
    );
    expect(deleted.location).toBe('/admin/content/testimonials');
    expect(await toastOf(deleted)).toEqual({ title: 'Deleted', description: '“Gone Soon” was deleted.' });
    expect(await findContentItem(Number(id))).toBeNull();
  });

  it('publishes, unpublishes and moves from its rows', async () => {
    const faq = await db
      .selectFrom('content_items')
      .select(['id', 'title'])
      .where('kind', '=', 'faq')
      .where('slug', '=', 'free-version')
      .executeTakeFirstOrThrow();
    const id = String(faq.id);
    const at = '/admin/content/faq?q=free';
    expect(await toastOf(await post(at, { section: 'faq' }, { intent: 'unpublish', id }, list))).toMatchObject({ title: 'Unpublished' });
    expect(await toastOf(await post(at, { section: 'faq' }, { intent: 'publish', id }, list))).toMatchObject({ title: 'Published!' });
    const moved = await post(at, { section: 'faq' }, { intent: 'move-up', id }, list);
    expect(moved.location).toBe(at);
    expect(await toastOf(moved)).toMatchObject({ title: 'Moved' });
    expect(await toastOf(await post(at, { section: 'faq' }, { intent: 'publish', id: '999999' }, list))).toMatchObject({
      title: 'Not Found',
    });
  });
});
