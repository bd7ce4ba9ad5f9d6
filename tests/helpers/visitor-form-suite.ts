import crypto from 'node:crypto';
import { beforeAll, expect, it, vi } from 'vitest';
import { db } from '../../app/lib/db/db.server';
import { readToast } from '../../app/web/flash.server';
import { seedDefaultSettings } from '../../app/features/settings/settings.server';
import { TOO_MANY_REQUESTS } from '../../app/web/rate-limit.server';
import { NAME_WITH_WEB_ADDRESS } from '../../app/lib/forms/text-schemas';
import type { RequestKind } from '../../app/features/requests/kind';
import type { AchOrder, RequestRow } from '../../app/lib/db/schema';
import { refuseInserts } from './db-faults';
import { callRoute, cookiesFrom, formRequest, type Outcome } from './route-call';

/** Where a form's rows go: the orders, or the requests of one kind. */
type Table = 'ach_orders' | RequestKind;

/** The database table behind it. */
const tableOf = (table: Table) => (table === 'ach_orders' ? 'ach_orders' : 'requests');

/** The visitor forms' fields that may span lines; every other field is one line. */
const MULTI_LINE_FIELDS = ['message', 'problem'];

export interface VisitorFormCase {
  url: string;
  action: (args: any) => unknown;
  table: Table;
  /** A complete, valid submission (before trimming). */
  good: Record<string, string>;
  /** The columns the good submission must store, exactly. */
  stored: Record<string, string>;
  required: string[];
  /** Fields the visitor may leave empty; typed values are given back for them too. */
  optional?: string[];
  incomplete: { title: string; description: string };
  failureTitle: string;
  success: { location: string; title: string; description: string };
  /** Hidden fields each post carries, made afresh for it (checkout's signed payment reference). */
  hidden?: () => Record<string, string>;
}

/** A client address of its own for each post, so the per-address rate limit never interferes. */
export function freshAddress(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${Math.max(1, b[2]!)}`;
}

export function post(form: VisitorFormCase, fields: Record<string, string | string[]>, clientAddress = freshAddress()) {
  return callRoute(form.action, formRequest(form.url, { ...fields, ...form.hidden?.() }), { clientAddress });
}

/** The form's rows, oldest first. */
export function rows(table: 'ach_orders'): Promise<AchOrder[]>;
export function rows(table: RequestKind): Promise<RequestRow[]>;
export function rows(table: Table): Promise<(AchOrder | RequestRow)[]>;
export async function rows(table: Table): Promise<(AchOrder | RequestRow)[]> {
  if (table === 'ach_orders') return db.selectFrom('ach_orders').selectAll().orderBy('id').execute();
  return db.selectFrom('requests').selectAll().where('kind', '=', table).orderBy('id').execute();
}

/** The form's rows with this name. */
function named(table: Table, name: string) {
  return table === 'ach_orders'
    ? db.selectFrom('ach_orders').select('name').where('name', '=', name).execute()
    : db.selectFrom('requests').select('name').where('kind', '=', table).where('name', '=', name).execute();
}

export async function flashOf(outcome: Outcome) {
  return (await readToast(new Request('http://localhost/', { headers: { Cookie: cookiesFrom(outcome.headers) } })))?.toast;
}

export async function expectSuccess(form: VisitorFormCase, outcome: Outcome) {
  expect(outcome.status).toBe(302);
  expect(outcome.location).toBe(form.success.location);
  expect(await flashOf(outcome)).toMatchObject({
    type: 'success',
    title: form.success.title,
    description: form.success.description,
  });
}

export function expectRefusal(outcome: Outcome<any>, status: number, title: string, description: string) {
  expect(outcome.status).toBe(status);
  expect(outcome.data.toast).toMatchObject({ type: 'error', title, description });
}

/** What the visitor typed into the form's own fields (hidden fields are not given back). */
function typedValues(form: VisitorFormCase) {
  return Object.fromEntries([...form.required, ...(form.optional ?? [])].map((field) => [field, form.good[field] ?? '']));
}

/** The checks every visitor form must pass, against the test file's own real database. */
export function visitorFormSuite(form: VisitorFormCase) {
  beforeAll(async () => {
    await seedDefaultSettings();
  });

  it('stores exactly one row with the trimmed values and redirects with the success toast', async () => {
    const before = await rows(form.table);
    const padded = Object.fromEntries(Object.entries(form.good).map(([k, v]) => [k, `  ${v}  `]));
    const outcome = await post(form, padded);
    await expectSuccess(form, outcome);
    const after = await rows(form.table);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject(form.stored);
    // A request's flash carries its reference and the address we answer, for the page's lasting panel.
    if (form.table !== 'ach_orders') {
      const saved = after.at(-1) as { reference: string; email: string };
      const receipt = (await flashOf(outcome))?.request;
      expect(receipt).toEqual({
        reference: saved.reference,
        email: saved.email,
        pagePath: expect.stringMatching(/^\/requests\/REQ-[0-9A-Z]{4}-[0-9A-Z]{4}\?t=/),
      });
      // The panel's link opens the visitor's own request page.
      expect(receipt!.pagePath).toContain(`/requests/${saved.reference}?t=`);
    }
  });

  for (const field of form.required) {
    it(`refuses a submission without ${field}: Incomplete toast, inline error, values kept, nothing saved`, async () => {
      const before = await rows(form.table);
      const { [field]: _omitted, ...rest } = form.good;
      const outcome = await post(form, rest);
      expectRefusal(outcome, 400, form.incomplete.title, form.incomplete.description);
      expect(outcome.data.errors[field]).toMatch(/^Please (enter|choose)/);
      // Hidden fields may come back too (checkout shows the same reference again): the typed ones must.
      expect(outcome.data.values).toMatchObject({ ...typedValues(form), [field]: '' });
      expect(await rows(form.table)).toEqual(before);
    });
  }

  it('treats whitespace-only fields as missing', async () => {
    const before = await rows(form.table);
    const outcome = await post(form, { ...form.good, [form.required[0]!]: ' \t\r\n ' });
    expectRefusal(outcome, 400, form.incomplete.title, form.incomplete.description);
    expect(await rows(form.table)).toEqual(before);
  });

  it('refuses an empty submission, with an inline error for every required field', async () => {
    const outcome = await post(form, {});
    expectRefusal(outcome, 400, form.incomplete.title, form.incomplete.description);
    expect(Object.keys(outcome.data.errors).sort()).toEqual([...form.required].sort());
  });

  it('refuses an invalid e-mail address with the failure toast and nothing saved', async () => {
    const before = await rows(form.table);
    const outcome = await post(form, { ...form.good, email: 'not-an-email@' });
    expectRefusal(outcome, 400, form.failureTitle, 'Please enter a valid email address.');
    expect(outcome.data.errors.email).toBe('Please enter a valid email address.');
    expect(outcome.data.values.email).toBe('not-an-email@');
    expect(await rows(form.table)).toEqual(before);
  });

  it('refuses an oversized name and an oversized e-mail with a clear message', async () => {
    const before = await rows(form.table);
    const longName = await post(form, { ...form.good, name: 'x'.repeat(201) });
    expectRefusal(longName, 400, form.failureTitle, 'Name must be at most 200 characters.');
    const longEmail = await post(form, { ...form.good, email: `${'a'.repeat(250)}@example.com` });
    expectRefusal(longEmail, 400, form.failureTitle, 'Email must be at most 254 characters.');
    expect(await rows(form.table)).toEqual(before);
  });

  it('refuses a field sent twice (an array) with a clear message', async () => {
    const before = await rows(form.table);
    const outcome = await post(form, { ...form.good, name: ['Ann', 'Bob'] });
    expectRefusal(outcome, 400, form.failureTitle, 'Name was sent more than once.');
    expect(await rows(form.table)).toEqual(before);
  });

  it('refuses control characters with a clear message', async () => {
    const before = await rows(form.table);
    const outcome = await post(form, { ...form.good, name: 'Ann\u0000Lee' });
    expectRefusal(outcome, 400, form.failureTitle, 'Name contains characters that are not allowed.');
    expect(await rows(form.table)).toEqual(before);
  });

  for (const name of [
    'Billing: re-activate at https://evil.test/verify',
    'See www.evil.test',
    'HTTP Team',
    'ftp://files',
    'evil.test/verify',
  ]) {
    it(`refuses a name that looks like a web address (${name}) with a clear message, values kept, nothing saved`, async () => {
      const before = await rows(form.table);
      const outcome = await post(form, { ...form.good, name });
      expectRefusal(outcome, 400, form.failureTitle, NAME_WITH_WEB_ADDRESS);
      expect(outcome.data.errors.name).toBe(NAME_WITH_WEB_ADDRESS);
      expect(outcome.data.values).toMatchObject({ ...typedValues(form), name });
      expect(await rows(form.table)).toEqual(before);
    });
  }

  // One-line fields refuse CR, LF and tab anywhere (they would start a new cell or line in a CSV export);
  // the message and the problem are multi-line and keep their line breaks.
  const oneLineFields = [...form.required, ...(form.optional ?? [])].filter((field) => !MULTI_LINE_FIELDS.includes(field));
  for (const field of oneLineFields) {
    it(`refuses a line break or a tab in ${field} with a clear message and nothing saved`, async () => {
      const before = await rows(form.table);
      for (const control of ['\r\n=1+1', '\n=1+1', '\r', '\t@SUM(A1)']) {
        const value = `${form.good[field]}${control}`;
        const outcome = await post(form, { ...form.good, [field]: value });
        expect(outcome.status, JSON.stringify(value)).toBe(400);
        expect(outcome.data.errors[field]).toMatch(/^\w+ must be on one line, without line breaks or tabs\.$/);
        expect(outcome.data.toast).toMatchObject({ type: 'error', title: form.failureTitle, description: outcome.data.errors[field] });
      }
      expect(await rows(form.table)).toEqual(before);
    });
  }

  it('refuses bytes that are not valid UTF-8 with a clear message', async () => {
    const before = await rows(form.table);
    // %FF can't start a UTF-8 sequence: the decoder turns it into U+FFFD, which no person types.
    const body = new URLSearchParams({ ...form.good, ...form.hidden?.(), name: 'NAME' })
      .toString()
      .replace('name=NAME', 'name=Ann%FF%FELee');
    const request = new Request(new URL(form.url, 'http://localhost'), {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const outcome = await callRoute(form.action, request, { clientAddress: freshAddress() });
    expectRefusal(outcome, 400, form.failureTitle, 'Name contains characters that are not allowed.');
    expect(await rows(form.table)).toEqual(before);
  });

  it('ignores unknown query parameters and unknown fields', async () => {
    const url = `${form.url}${form.url.includes('?') ? '&' : '?'}utm_source=mail&debug=1&status=Confirmed`;
    const name = `Unknown params ${crypto.randomUUID()}`;
    const outcome = await callRoute(form.action, formRequest(url, { ...form.good, ...form.hidden?.(), name, is_admin: '1', id: '7' }), {
      clientAddress: freshAddress(),
    });
    await expectSuccess(form, outcome);
    expect(await named(form.table, name)).toHaveLength(1);
  });

  it('stores SQL-looking text and <script> tags as plain text, harmlessly', async () => {
    const name = `Robert'); DROP TABLE ${tableOf(form.table)};-- <script>alert(1)</script>`;
    const outcome = await post(form, { ...form.good, name });
    await expectSuccess(form, outcome);
    const stored = await named(form.table, name);
    expect(stored).toEqual([{ name }]);
  });

  it('answers a filled honeypot exactly like a success but stores nothing', async () => {
    const before = await rows(form.table);
    const outcome = await post(form, { ...form.good, website: 'http://spam.example' });
    await expectSuccess(form, outcome);
    expect(await rows(form.table)).toEqual(before);
  });

  it('refuses a JSON body with a clear message and stores nothing', async () => {
    const before = await rows(form.table);
    const request = new Request(new URL(form.url, 'http://localhost'), {
      method: 'POST',
      body: JSON.stringify(form.good),
      headers: { 'Content-Type': 'application/json' },
    });
    const outcome = await callRoute(form.action, request, { clientAddress: freshAddress() });
    expect(outcome.status).toBe(415);
    expect(outcome.data.toast.title).toBe(form.failureTitle);
    expect(outcome.data.toast.description).toMatch(/only regular form submissions/);
    expect(await rows(form.table)).toEqual(before);
  });

  it('refuses the 11th post from one address within a minute with 429, while another address still works', async () => {
    const before = await rows(form.table);
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await post(form, {}, address)).status).toBe(400);
    const eleventh = await post(form, form.good, address);
    expectRefusal(eleventh, 429, form.failureTitle, TOO_MANY_REQUESTS);
    expect(eleventh.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    expect(eleventh.data.values).toMatchObject(typedValues(form));
    expect(await rows(form.table)).toEqual(before);
    await expectSuccess(form, await post(form, form.good, freshAddress()));
    expect(await rows(form.table)).toHaveLength(before.length + 1);
  });

  it("shows 'Something went wrong' (never the database's message) when saving fails, logs the detail, and stores nothing", async () => {
    const before = await rows(form.table);
    const table = tableOf(form.table);
    const repair = await refuseInserts(table, `no room in ${table}`);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const outcome = await post(form, form.good);
      expect(logged.mock.calls.flat().map(String).join(' ')).toContain(`no room in ${table}`);
      expectRefusal(outcome, 500, form.failureTitle, 'Something went wrong');
      expect(JSON.stringify(outcome.data)).not.toContain(table);
      expect(outcome.data.values).toMatchObject(typedValues(form));
    } finally {
      logged.mockRestore();
      await repair();
    }
    expect(await rows(form.table)).toEqual(before);
  });
}
