import { signIn } from './admin-helpers';
import { expect, expectToast, test } from './fixtures';
import { rowsNamed, uniqueName } from './form-helpers';

test('a support request with "Describe the problem" is stored and the administrator reads it in the Requests tab', async ({
  page,
  javaScriptOn,
}) => {
  const name = uniqueName('Problem describer');
  const problem = 'My laptop will not boot.\nThe drive clicks twice, then stops.';
  await page.goto('/support');
  const main = page.getByRole('main');
  await main.getByLabel('Full Name', { exact: true }).fill(name);
  await main.getByLabel('Email', { exact: true }).fill('describer@example.com');
  await main.getByLabel('Phone', { exact: true }).fill('+1 555 010 4455');
  await main.getByLabel('Product', { exact: true }).selectOption('Recoverly Data Recovery Pro');
  await main.getByLabel('Describe the problem (optional)').fill(problem);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expectToast(page, javaScriptOn, 'Support Request Sent!', 'Our team has received your request and will contact you shortly.');
  await expect(main.getByLabel('Describe the problem (optional)')).toHaveValue('');
  expect(rowsNamed('support', name)).toMatchObject([{ message: problem }]);

  await signIn(page);
  await page.goto(`/admin/requests?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  const original = page.getByRole('article', { name: `Original request: ${name}` });
  await expect(original.getByText('My laptop will not boot.\nThe drive clicks twice, then stops.')).toBeVisible();
});

test('without a description the request is sent too, and the admin entry shows no empty Problem line', async ({ page, javaScriptOn }) => {
  const name = uniqueName('Terse visitor');
  await page.goto('/support');
  const main = page.getByRole('main');
  await main.getByLabel('Full Name', { exact: true }).fill(name);
  await main.getByLabel('Email', { exact: true }).fill('terse@example.com');
  await main.getByLabel('Phone', { exact: true }).fill('+1 555 010 7788');
  await main.getByLabel('Product', { exact: true }).selectOption('Recoverly Other');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expectToast(page, javaScriptOn, 'Support Request Sent!', 'Our team has received your request and will contact you shortly.');
  expect(rowsNamed('support', name)).toMatchObject([{ message: null }]);

  await signIn(page);
  await page.goto(`/admin/requests?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  const original = page.getByRole('article', { name: `Original request: ${name}` });
  await expect(original).toContainText('Product: Recoverly Other');
  await expect(original.getByRole('paragraph')).toHaveCount(1);
});
