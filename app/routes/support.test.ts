import { describe, expect, it } from 'vitest';
import { post, rows, visitorFormSuite, type VisitorFormCase } from '../../tests/helpers/visitor-form-suite';
import { BRAND } from '~/content/brand';
import { SUPPORT_PRODUCTS } from '~/content/support-products';
import { action } from './support';

const form: VisitorFormCase = {
  url: '/support',
  action,
  table: 'support_requests',
  good: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 (555) 010-2030', product: `${BRAND} Photo Repair` },
  stored: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 (555) 010-2030', product: `${BRAND} Photo Repair` },
  required: ['name', 'email', 'phone', 'product'],
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
    const saved = (await rows('support_requests')).filter((row) => row.name === 'Product Tester');
    expect(saved.map((row) => row.product)).toEqual(SUPPORT_PRODUCTS.map((p) => p.value));
  });

  it('refuses a product that is not in the list', async () => {
    const before = await rows('support_requests');
    const outcome = await post(form, { ...form.good, product: 'Photo Repair' });
    expect(outcome.status).toBe(400);
    expect(outcome.data.toast).toMatchObject({ title: 'Request Failed', description: 'Please choose a product from the list.' });
    expect(await rows('support_requests')).toEqual(before);
  });

  it('refuses a phone number without enough digits, or too long', async () => {
    const before = await rows('support_requests');
    const letters = await post(form, { ...form.good, phone: 'call me' });
    expect(letters.data.errors.phone).toBe('Please enter a valid phone number.');
    const long = await post(form, { ...form.good, phone: '1'.repeat(41) });
    expect(long.data.toast.description).toBe('Phone must be at most 40 characters.');
    expect(await rows('support_requests')).toEqual(before);
  });
});
