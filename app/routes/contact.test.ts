import { beforeAll, describe, expect, it } from 'vitest';
import { getRequest, callRoute } from '../../tests/helpers/route-call';
import { post, rows, visitorFormSuite, type VisitorFormCase } from '../../tests/helpers/visitor-form-suite';
import { CONTACT_FORM_SUBJECT } from '~/features/requests/kind';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { action, loader } from './contact';

const form: VisitorFormCase = {
  url: '/contact',
  action,
  table: 'contact',
  good: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'My USB stick\nstopped showing files.' },
  stored: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'My USB stick\nstopped showing files.',
    subject: CONTACT_FORM_SUBJECT,
  },
  required: ['name', 'email', 'message'],
  incomplete: { title: 'Incomplete Form', description: 'Please fill out all fields.' },
  failureTitle: 'Message Failed',
  success: {
    location: '/contact',
    title: 'Message Sent!',
    description: "Thanks for reaching out. We'll get back to you soon.",
  },
};

describe('contact page', () => {
  beforeAll(async () => {
    await seedDefaultSettings();
  });

  it('loads the contact details from the settings', async () => {
    const outcome = await callRoute(loader, getRequest('/contact'));
    expect(outcome.data).toEqual({ contact: DEFAULT_SETTINGS.contact_us });
  });
});

describe('contact form', () => {
  visitorFormSuite(form);

  it('ignores a subject smuggled into the form: contact messages always carry the fixed subject', async () => {
    await post(form, { ...form.good, name: 'Subject Smuggler', subject: 'URGENT refund' });
    const saved = (await rows('contact')).filter((row) => row.name === 'Subject Smuggler');
    expect(saved.map((row) => row.subject)).toEqual([CONTACT_FORM_SUBJECT]);
  });

  it('refuses a message over 5,000 characters', async () => {
    const before = await rows('contact');
    const outcome = await post(form, { ...form.good, message: 'x'.repeat(5001) });
    expect(outcome.status).toBe(400);
    expect(outcome.data.toast.description).toBe('Message must be at most 5,000 characters.');
    expect(outcome.data.errors.message).toBe('Message must be at most 5,000 characters.');
    expect(await rows('contact')).toEqual(before);
  });
});
