import { SEEDED_FAQ_COUNT } from './seeded-content';
import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';
import { REFUSED_POST_LOG, rowsNamed, uniqueName } from './form-helpers';

interface FieldSpec {
  label: string;
  column: string;
  value: string;
  select?: boolean;
}

interface FormSpec {
  name: string;
  path: string;
  table: 'contact' | 'support' | 'help';
  button: string;
  fields: (name: string) => FieldSpec[];
  extraStored?: Record<string, string>;
  incomplete: [string, string];
  success: [string, string];
  failureTitle: string;
}

const FORMS: FormSpec[] = [
  {
    name: 'contact',
    path: '/contact',
    table: 'contact',
    button: 'Send Message',
    fields: (name) => [
      { label: 'Name', column: 'name', value: name },
      { label: 'Email', column: 'email', value: 'visitor@example.com' },
      { label: 'Message', column: 'message', value: 'My external drive shows as RAW.' },
    ],
    extraStored: { subject: 'Contact Form Submission' },
    incomplete: ['Incomplete Form', 'Please fill out all fields.'],
    success: ['Message Sent!', "Thanks for reaching out. We'll get back to you soon."],
    failureTitle: 'Message Failed',
  },
  {
    name: 'support',
    path: '/support',
    table: 'support',
    button: 'Submit Request',
    fields: (name) => [
      { label: 'Full Name', column: 'name', value: name },
      { label: 'Email', column: 'email', value: 'visitor@example.com' },
      { label: 'Phone', column: 'phone', value: '+1 555 010 2030' },
      { label: 'Product', column: 'product', value: 'Recoverly Video Enhancer', select: true },
    ],
    incomplete: ['Incomplete Form', 'Please fill out all fields to request support.'],
    success: ['Support Request Sent!', 'Our team has received your request and will contact you shortly.'],
    failureTitle: 'Request Failed',
  },
  {
    name: 'help center',
    path: '/help-center',
    table: 'help',
    button: 'Submit Request',
    fields: (name) => [
      { label: 'Full Name', column: 'name', value: name },
      { label: 'Email', column: 'email', value: 'visitor@example.com' },
      { label: 'Subject', column: 'subject', value: 'Deleted photos' },
      { label: 'Message', column: 'message', value: 'I emptied the recycle bin by mistake.' },
    ],
    incomplete: ['Incomplete Form', 'Please fill all fields.'],
    success: ['Request Submitted!', 'Our team will get back to you shortly.'],
    failureTitle: 'Submission Failed',
  },
];

function control(page: Page, field: FieldSpec) {
  return page.getByRole('main').getByLabel(field.label, { exact: true });
}

async function fill(page: Page, field: FieldSpec) {
  if (field.select) await control(page, field).selectOption(field.value);
  else await control(page, field).fill(field.value);
}

test.use({ expectedConsoleErrors: [REFUSED_POST_LOG] });

for (const form of FORMS) {
  test.describe(`${form.name} form`, () => {
    test('submitted empty: Incomplete toast, an inline error per field, nothing saved', async ({ page, javaScriptOn }) => {
      await page.goto(form.path);
      await page.getByRole('button', { name: form.button }).click();
      await expectToast(page, javaScriptOn, ...form.incomplete);
      for (const field of form.fields('x')) {
        const input = control(page, field);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(/^Please (enter|choose)/);
      }
    });

    test('partially filled: Incomplete toast, typed values kept, nothing saved', async ({ page, javaScriptOn }) => {
      const name = uniqueName(`Partial ${form.name}`);
      const fields = form.fields(name);
      const [missing, ...typed] = [fields.at(-1)!, ...fields.slice(0, -1)];
      await page.goto(form.path);
      for (const field of typed) await fill(page, field);
      await page.getByRole('button', { name: form.button }).click();
      await expectToast(page, javaScriptOn, ...form.incomplete);
      for (const field of typed) await expect(control(page, field)).toHaveValue(field.value);
      await expect(control(page, missing)).toHaveAttribute('aria-invalid', 'true');
      expect(rowsNamed(form.table, name)).toEqual([]);
    });

    test('an invalid e-mail address is refused with a clear message and the values kept', async ({ page, javaScriptOn }) => {
      const name = uniqueName(`Bad email ${form.name}`);
      const fields = form.fields(name).map((f) => (f.column === 'email' ? { ...f, value: 'visitor@@example' } : f));
      await page.goto(form.path);
      for (const field of fields) await fill(page, field);
      await page.getByRole('button', { name: form.button }).click();
      await expectToast(page, javaScriptOn, form.failureTitle, 'Please enter a valid email address.');
      for (const field of fields) await expect(control(page, field)).toHaveValue(field.value);
      expect(rowsNamed(form.table, name)).toEqual([]);
    });

    test('complete: success toast, fields emptied, exactly one row saved', { tag: '@smoke' }, async ({ page, javaScriptOn }) => {
      const name = uniqueName(`Complete ${form.name}`);
      const fields = form.fields(name);
      await page.goto(form.path);
      for (const field of fields) await fill(page, field);
      await page.getByRole('button', { name: form.button }).click();
      await expectToast(page, javaScriptOn, ...form.success);
      await expect(page).toHaveURL(form.path);
      for (const field of fields) await expect(control(page, field)).toHaveValue('');
      const saved = rowsNamed(form.table, name);
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({
        ...Object.fromEntries(fields.map((f) => [f.column, f.value])),
        ...form.extraStored,
      });
      // Beside the toast, a lasting panel with the request's reference, what happens next and the address we answer.
      const reference = String((saved[0] as { reference: string }).reference);
      expect(reference).toMatch(/^REQ-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      const panel = page.getByRole('region', { name: `Request ${reference} received` });
      await expect(panel.getByTestId('request-reference')).toHaveText(reference);
      await expect(panel).toContainText('What happens next');
      await expect(panel).toContainText('within one business day (Monday to Friday, 9 am – 6 pm Eastern Time)');
      await expect(panel.getByTestId('request-email')).toHaveText('visitor@example.com');
      // Shown once, from the one-time flash: the next visit to the page has no panel.
      await page.reload();
      await expect(page.getByTestId('request-receipt')).toHaveCount(0);
    });
  });
}

// The busy state is shown by the page script.
test('the submit button says it is working and cannot be pressed twice', { tag: '@needs-js' }, async ({ page }) => {
  const name = uniqueName('Busy contact');
  await page.route('**/contact.data*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto('/contact');
  for (const field of FORMS[0]!.fields(name)) await fill(page, field);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const busy = page.getByRole('button', { name: 'Sending...' });
  await expect(busy).toBeDisabled();
  await expectToast(page, true, ...FORMS[0]!.success);
  expect(rowsNamed('contact', name)).toHaveLength(1);
});

test('the contact page shows the contact details as links', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Get In Touch', level: 1 })).toBeVisible();
  for (const title of ['Call Us', 'Email Us', 'Visit Us', 'Send a Message']) {
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(main.getByRole('link', { name: /\d{3}/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(main.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
});

test('the support page offers the four products', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Free Support Request', level: 1 })).toBeVisible();
  const options = page.getByLabel('Product', { exact: true }).locator('option');
  await expect(options).toHaveText(['Select a product', 'Data Recovery Pro', 'Photo Repair', 'Video Enhancer', 'Other']);
  await expect(options.first()).toHaveAttribute('value', '');
});

test('the help center has its search box, cards, FAQ and form', async ({ page }) => {
  await page.goto('/help-center');
  const search = page.getByLabel('Search the Help Center');
  await expect(search).toHaveAttribute('placeholder', 'Search for answers...');
  // What the search does is tested in mobile-polish.spec.ts (it filters the FAQ).
  for (const title of ['User Guides', 'Community Forum', 'Contact Support', 'Still Need Help?']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  const faq = page.locator('[data-faq-item]');
  await expect(faq).toHaveCount(SEEDED_FAQ_COUNT);
  for (const [index, delay] of ['0.2s', '0.3s', '0.4s', '0.5s'].entries()) {
    await expect(faq.nth(index)).toHaveCSS('animation-delay', delay);
    await expect(faq.nth(index)).toBeVisible();
  }
  await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('rows', '5');
});

test('the honeypot is out of sight and out of reach', async ({ page }) => {
  await page.goto('/contact');
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('textbox', { name: /website/i })).toHaveCount(0);
  const box = await trap.boundingBox();
  expect(box === null || box.x + box.width < 0).toBe(true);
});
