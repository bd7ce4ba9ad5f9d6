import { describe, expect, it } from 'vitest';
import { post, rows, visitorFormSuite, type VisitorFormCase } from '../../tests/helpers/visitor-form-suite';
import { BRAND } from '~/lib/brand';
import { SUPPORT_PRODUCTS } from '~/features/catalogue/support-products';
import { action } from './support';

const form: VisitorFormCase = {
  url: '/support',
  action,
  table: 'support',
  good: {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+1 (555) 010-2030',
    product: `${BRAND} Photo Repair`,
    problem: 'My SD card shows as RAW after a crash.',
  },
  stored: {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+1 (555) 010-2030',
    product: `${BRAND} Photo Repair`,
    // The problem is the support request's message.
    message: 'My SD card shows as RAW after a crash.',
  },
  required: ['name', 'email', 'phone', 'product'],
  optional: ['problem'],
  incomplete: { title: 'Incomplete Form', description: 'Please fill out all fields to request support.' },
  failureTitle: 'Request Failed',
  success: {
    location: '/support',
    title: 'Support Request Sent!',
    description: 'Our team has received your request and will contact you shortly.',
  },
};

describe('support form', () => {
  visitorFormSuite(form);

  it('offers the four products, each stored with the brand prefix', () => {
    expect(SUPPORT_PRODUCTS.map((p) => p.label)).toEqual(['Data Recovery Pro', 'Photo Repair', 'Video Enhancer', 'Other']);
    expect(SUPPORT_PRODUCTS.map((p) => p.value)).toEqual([
      `${BRAND} Data Recovery Pro`,
      `${BRAND} Photo Repair`,
      `${BRAND} Video Enhancer`,
      `${BRAND} Other`,
    ]);
  });

  it('accepts every listed product', async () => {
    for (const product of SUPPORT_PRODUCTS) {
      const outcome = await post(form, { ...form.good, name: 'Product Tester', product: product.value });
      expect(outcome.status).toBe(302);
    }
    const saved = (await rows('support')).filter((row) => row.name === 'Product Tester');
    expect(saved.map((row) => row.product)).toEqual(SUPPORT_PRODUCTS.map((p) => p.value));
  });

  it('refuses a product that is not in the list', async () => {
    const before = await rows('support');
    const outcome = await post(form, { ...form.good, product: 'Photo Repair' });
    expect(outcome.status).toBe(400);
    expect(outcome.data.toast).toMatchObject({ title: 'Request Failed', description: 'Please choose a product from the list.' });
    expect(await rows('support')).toEqual(before);
  });

  describe('Describe the problem (optional)', () => {
    const { problem: _problem, ...withoutProblem } = form.good;

    it('is stored as typed, trimmed, with its line breaks as \\n', async () => {
      const outcome = await post(form, { ...form.good, name: 'Problem Teller', problem: '  Drive clicks.\r\nThen it vanished.  ' });
      expect(outcome.status).toBe(302);
      const saved = (await rows('support')).filter((row) => row.name === 'Problem Teller');
      expect(saved.map((row) => row.message)).toEqual(['Drive clicks.\nThen it vanished.']);
    });

    it('may be left out or left blank: the request is sent and stores no description', async () => {
      const missing = await post(form, { ...withoutProblem, name: 'No Problem Given' });
      const blank = await post(form, { ...withoutProblem, name: 'No Problem Given', problem: ' \n ' });
      expect([missing.status, blank.status]).toEqual([302, 302]);
      const saved = (await rows('support')).filter((row) => row.name === 'No Problem Given');
      expect(saved.map((row) => row.message)).toEqual([null, null]);
    });

    it("never makes a submission 'Incomplete' by itself, and a missing required field still does, with the spec's text", async () => {
      const outcome = await post(form, { ...withoutProblem, phone: '', problem: 'Described, but no phone.' });
      expect(outcome.status).toBe(400);
      expect(outcome.data.toast).toMatchObject({ title: 'Incomplete Form', description: 'Please fill out all fields to request support.' });
      expect(outcome.data.errors).toEqual({ phone: 'Please enter your phone number.' });
      expect(outcome.data.values.problem).toBe('Described, but no phone.');
    });

    it('refuses a description that is too long, sent twice or carries control characters, saving nothing', async () => {
      const before = await rows('support');
      const long = await post(form, { ...form.good, problem: 'x'.repeat(5001) });
      expect(long.data.toast).toMatchObject({
        title: 'Request Failed',
        description: 'Problem description must be at most 5,000 characters.',
      });
      expect(long.data.values.problem).toHaveLength(5001);
      const twice = await post(form, { ...form.good, problem: ['One', 'Two'] });
      expect(twice.data.toast.description).toBe('Problem description was sent more than once.');
      const control = await post(form, { ...form.good, problem: 'Bad\u0007bell' });
      expect(control.data.toast.description).toBe('Problem description contains characters that are not allowed.');
      expect(await rows('support')).toEqual(before);
    });
  });

  it('refuses a phone number without enough digits, or too long', async () => {
    const before = await rows('support');
    const letters = await post(form, { ...form.good, phone: 'call me' });
    expect(letters.data.errors.phone).toBe('Please enter a valid phone number.');
    const long = await post(form, { ...form.good, phone: '1'.repeat(41) });
    expect(long.data.toast.description).toBe('Phone must be at most 40 characters.');
    expect(await rows('support')).toEqual(before);
  });
});
