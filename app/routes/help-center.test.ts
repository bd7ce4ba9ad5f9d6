import { beforeAll, describe, expect, it } from 'vitest';
import { post, rows, visitorFormSuite, type VisitorFormCase } from '../../tests/helpers/visitor-form-suite';
import { faqRevealDelaySeconds } from '~/content/faq';
import type { FaqView } from '~/features/content/public.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { getRequest, callRoute } from '../../tests/helpers/route-call';
import { action, loader } from './help-center';
import type { SearchResult } from '~/features/help-center/help-search';

const form: VisitorFormCase = {
  url: '/help-center',
  action,
  table: 'help',
  good: {
    name: 'Alan Turing',
    email: 'alan@example.com',
    subject: 'Formatted SD card',
    message: 'I formatted my camera card by mistake.\r\nCan the photos come back?',
  },
  stored: {
    name: 'Alan Turing',
    email: 'alan@example.com',
    subject: 'Formatted SD card',
    message: 'I formatted my camera card by mistake.\r\nCan the photos come back?',
  },
  required: ['name', 'email', 'subject', 'message'],
  incomplete: { title: 'Incomplete Form', description: 'Please fill all fields.' },
  failureTitle: 'Submission Failed',
  success: { location: '/help-center', title: 'Request Submitted!', description: 'Our team will get back to you shortly.' },
};

describe('help center form', () => {
  visitorFormSuite(form);

  it('refuses a subject over 200 characters', async () => {
    const before = await rows('help');
    const outcome = await post(form, { ...form.good, subject: 's'.repeat(201) });
    expect(outcome.data.toast).toMatchObject({ title: 'Submission Failed', description: 'Subject must be at most 200 characters.' });
    expect(await rows('help')).toEqual(before);
  });
});

describe('help center FAQ', () => {
  // The FAQ as the page's loader reads it: the entries the upgrade seeded into the database.
  let FAQ: FaqView[] = [];
  beforeAll(async () => {
    await seedDefaultSettings();
    FAQ = ((await callRoute(loader, getRequest('/help-center'))).data as { faq: FaqView[] }).faq;
  });

  it('has at least twelve answered questions, each with an anchor of its own, revealed 0.2 s + 0.1 s apart', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(12);
    for (const entry of FAQ) expect(entry.answer.length).toBeGreaterThan(40);
    expect(new Set(FAQ.map((entry) => entry.id)).size).toBe(FAQ.length);
    expect(FAQ.slice(0, 4).map((_, i) => faqRevealDelaySeconds(i))).toEqual([0.2, 0.3, 0.4, 0.5]);
  });

  it('covers what buyers ask: transfer, memo, refunds, invoices, a missing license e-mail, moving a license, the free version, file systems, formatted drives, TRIM and phones', () => {
    const text = FAQ.map((entry) => `${entry.question} ${entry.answer}`).join(' ');
    for (const topic of [
      /bank transfer/,
      /memo/,
      /refund/,
      /invoice/,
      /e-mail has not arrived/,
      /Deactivate/,
      /free version/,
      /NTFS/,
      /formatted/,
      /TRIM/,
      /phone/,
    ]) {
      expect(text).toMatch(topic);
    }
  });
});

describe('help center search', () => {
  const search = async (q: string) =>
    (await callRoute(loader, getRequest(`/help-center?q=${encodeURIComponent(q)}`))).data as { query: string; results: SearchResult[] };

  it('finds something for refund, invoice, licence, license and formatted, with the words marked in an excerpt', async () => {
    for (const word of ['refund', 'invoice', 'licence', 'license', 'formatted']) {
      const { query, results } = await search(word);
      expect(query).toBe(word);
      expect(results.length, word).toBeGreaterThan(0);
      const marked = [results[0]!.excerpt, results[0]!.title].flatMap((parts) => parts.filter((_, index) => index % 2 === 1));
      expect(marked.length, word).toBeGreaterThan(0);
    }
    // The refund policy itself answers a search for refunds.
    expect((await search('refund')).results.some((result) => result.href.startsWith('/refund-policy#'))).toBe(true);
  });

  it('finds nothing, and says so, for words no page uses', async () => {
    expect((await search('zzzz ransomware')).results).toEqual([]);
    expect((await search('')).results).toEqual([]);
  });
});
