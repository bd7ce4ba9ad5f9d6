import { expect, test } from './fixtures';

// Chromium's words when the CSP stops a script: the refusal this test is about.
test.use({ expectedConsoleErrors: [/violates the following Content Security Policy directive/] });

test('a script slipped into a real page is blocked while the page itself still works', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  // The page as the server sent it (its CSP untouched), with one script added as an injection bug would.
  await page.route('**/pricing', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.injected = true</script></body>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  expect(refused).toHaveLength(1);
  // React Router's own scripts ran: a client-side navigation works.
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('script[nonce]').length)).toBe(0);
});
