import { afterEach, describe, expect, it } from 'vitest';
import { HANDED_ON, startStep } from '../../tests/helpers/edge-step';
import { createErrorResponses } from './error-responses';
import { uploadLimits } from './upload-limits';

let step: Awaited<ReturnType<typeof startStep>> | undefined;
afterEach(async () => {
  await step?.close();
});

const ADMIN_COOKIE = 'session=signed-in';
const FORM = 'application/x-www-form-urlencoded';

async function start() {
  step = await startStep(uploadLimits(async (cookie) => cookie === ADMIN_COOKIE, createErrorResponses({})));
  return step;
}

function postForm(url: string, bytes: number, cookie = '') {
  return fetch(url, {
    method: 'POST',
    body: `message=${'m'.repeat(bytes)}`,
    headers: { 'content-type': FORM, ...(cookie ? { cookie } : {}) },
  });
}

describe('the upload limits step', () => {
  it('reads a form post within 64 KiB and leaves its body on the visit for the render', async () => {
    const { url, handedOn } = await start();
    const answer = await postForm(`${url}/contact`, 1000);
    expect(answer.headers.get(HANDED_ON)).toBe('yes');
    expect(handedOn).toEqual([{ target: '/contact', body: `message=${'m'.repeat(1000)}`, bodyUnread: false, visitorPart: false }]);
  });

  it('refuses a larger form with the 413 page, whoever sends it, unless it is the administrator’s post to the Content screen', async () => {
    const { url, handedOn } = await start();
    const public413 = await postForm(`${url}/contact`, 70 * 1024);
    expect(public413.status).toBe(413);
    expect(await public413.text()).toContain('The form was larger than 64 KiB');
    expect((await postForm(`${url}/admin/dashboard`, 70 * 1024, ADMIN_COOKIE)).status).toBe(413);
    const content = await postForm(`${url}/admin/content/blog/new`, 500 * 1024, ADMIN_COOKIE);
    expect(content.headers.get(HANDED_ON)).toBe('yes');
    expect((await postForm(`${url}/admin/content/blog/new`, 1100 * 1024, ADMIN_COOKIE)).status).toBe(413);
    expect(handedOn).toHaveLength(1);
    expect(handedOn[0]!.body).toHaveLength('message='.length + 500 * 1024);
  });

  it('hands on a post to the administrator’s address without a session with its body unread', async () => {
    const { url, handedOn } = await start();
    const answer = await postForm(`${url}/admin/orders`, 10, 'session=forged');
    expect(answer.headers.get(HANDED_ON)).toBe('yes');
    expect(handedOn).toEqual([{ target: '/admin/orders', body: null, bodyUnread: true, visitorPart: false }]);
  });

  it('streams the administrator’s statement upload to a file and hands it on to be read back whole', async () => {
    const { url, handedOn } = await start();
    const form = new FormData();
    form.set('statement', new File([Buffer.alloc(2 * 1024 * 1024, 0x42)], 'statement.csv'));
    const answer = await fetch(`${url}/admin/statements`, { method: 'POST', body: form, headers: { cookie: ADMIN_COOKIE } });
    expect(answer.headers.get(HANDED_ON)).toBe('yes');
    expect(handedOn[0]!.body).toContain('B'.repeat(2 * 1024 * 1024));
  });

  it('hands on every read untouched', async () => {
    const { url, handedOn } = await start();
    expect((await fetch(`${url}/admin/statements`)).headers.get(HANDED_ON)).toBe('yes');
    expect(handedOn).toEqual([{ target: '/admin/statements', body: null, bodyUnread: false, visitorPart: false }]);
  });
});
