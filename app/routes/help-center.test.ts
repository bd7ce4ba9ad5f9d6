import { describe, expect, it } from 'vitest';
import { post, rows, visitorFormSuite, type VisitorFormCase } from '../../tests/helpers/visitor-form-suite';
import { FAQ, faqRevealDelaySeconds } from '~/content/faq';
import { action } from './help-center';

const form: VisitorFormCase = {
  url: '/help-center',
  action,
  table: 'help_requests',
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
    const before = await rows('help_requests');
    const outcome = await post(form, { ...form.good, subject: 's'.repeat(201) });
    expect(outcome.data.toast).toMatchObject({ title: 'Submission Failed', description: 'Subject must be at most 200 characters.' });
    expect(await rows('help_requests')).toEqual(before);
  });
});

describe('help center FAQ', () => {
  it('has four answered questions revealed 0.2 s + 0.1 s apart', () => {
    expect(FAQ).toHaveLength(4);
    for (const entry of FAQ) expect(entry.answer.length).toBeGreaterThan(40);
    expect(FAQ.map((_, i) => faqRevealDelaySeconds(i))).toEqual([0.2, 0.3, 0.4, 0.5]);
  });
});
