import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { newOrderReference } from '../../app/lib/codes/references.server';
import { expect, expectToast, openTestDatabase, test } from './fixtures';
import { closeSignInToast, signIn } from './admin-helpers';
import { cancelOrder, confirmationStep, confirmPayment } from './order-admin-helpers';

// An administrator works from pages loaded a moment ago: another tab may have confirmed or cancelled
// the order since. Each button (pressed in its confirmation, a dialog or a page) then says what the
// order really is and changes nothing, with JavaScript on and off.

function seedPendingOrder(): string {
  const reference = newOrderReference();
  const db = openTestDatabase();
  try {
    db.prepare(
      `insert into ach_orders (name, email, plan, price, amount_cents, status, reference) values (?, ?, 'Yearly', '$79.99', 7999, 'pending', ?)`,
    ).run(`Stale ${reference}`, `${crypto.randomBytes(4).toString('hex')}@example.com`, reference);
  } finally {
    db.close();
  }
  return reference;
}

function orderRow(reference: string): { status: string; confirmed_at: string | null; cancelled_at: string | null } {
  const db = openTestDatabase();
  try {
    return db.prepare('select status, confirmed_at, cancelled_at from ach_orders where reference = ?').get(reference) as never;
  } finally {
    db.close();
  }
}

/** Two tabs on the order's row in the Orders list, both loaded while it is pending. */
async function twoTabs(page: Page, javaScriptOn: boolean, reference: string) {
  await signIn(page);
  await closeSignInToast(page, javaScriptOn);
  const list = `/admin/orders?q=${reference}`;
  await page.goto(list);
  const other = await page.context().newPage();
  await other.goto(list);
  return { stale: page, other };
}

const confirmButton = (page: Page, reference: string) => page.getByRole('button', { name: `Confirm Payment for order ${reference}` });
const cancelButton = (page: Page, reference: string) => page.getByRole('button', { name: `Cancel Order ${reference}` });

/** The stale tab opens its confirmation (dialog or page) while the order is still pending, and presses its button later. */
async function startStale(page: Page, javaScriptOn: boolean, action: 'confirm' | 'cancel', reference: string, reason = '') {
  await (action === 'confirm' ? confirmButton : cancelButton)(page, reference).click();
  const step = confirmationStep(page, javaScriptOn, action);
  await expect(step).toBeVisible();
  if (reason) await step.getByLabel('Reason the buyer will read').fill(reason);
  return () => step.getByRole('button', { name: action === 'confirm' ? /^Confirm Payment/ : /^Cancel Order/ }).click();
}

test.describe('an order changed in another tab', () => {
  test('confirming it twice says it was already confirmed', async ({ page, javaScriptOn }) => {
    const reference = seedPendingOrder();
    const { stale, other } = await twoTabs(page, javaScriptOn, reference);
    const press = await startStale(stale, javaScriptOn, 'confirm', reference);
    await confirmPayment(other, javaScriptOn, other.getByRole('row').filter({ hasText: reference }));
    await expectToast(other, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');
    const confirmed = orderRow(reference);
    await press();
    await expectToast(stale, javaScriptOn, 'Already Confirmed', `Order ${reference} was already confirmed. Nothing changed.`);
    expect(orderRow(reference)).toEqual(confirmed);
  });

  test('confirming a cancelled order says it is cancelled and confirms nothing', async ({ page, javaScriptOn }) => {
    const reference = seedPendingOrder();
    const { stale, other } = await twoTabs(page, javaScriptOn, reference);
    const press = await startStale(stale, javaScriptOn, 'confirm', reference);
    await cancelOrder(other, javaScriptOn, 'No transfer arrived', other.getByRole('row').filter({ hasText: reference }));
    await expectToast(other, javaScriptOn, 'Order Cancelled', 'The order has been cancelled.');
    await press();
    await expectToast(
      stale,
      javaScriptOn,
      'Error confirming order',
      `Order ${reference} is cancelled, so it was not confirmed. Nothing changed.`,
    );
    expect(orderRow(reference)).toMatchObject({ status: 'cancelled', confirmed_at: null });
  });

  test('cancelling a confirmed order says it is confirmed and cancels nothing', async ({ page, javaScriptOn }) => {
    const reference = seedPendingOrder();
    const { stale, other } = await twoTabs(page, javaScriptOn, reference);
    const press = await startStale(stale, javaScriptOn, 'cancel', reference, 'Changed my mind');
    await confirmPayment(other, javaScriptOn, other.getByRole('row').filter({ hasText: reference }));
    await expectToast(other, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');
    await press();
    await expectToast(
      stale,
      javaScriptOn,
      'Error cancelling order',
      `Order ${reference} is confirmed and its license was sent, so it was not cancelled. Nothing changed.`,
    );
    expect(orderRow(reference)).toMatchObject({ status: 'confirmed', cancelled_at: null });
  });

  test('a confirmation page opened after the order changed says the change is no longer possible', async ({ page, javaScriptOn }) => {
    const reference = seedPendingOrder();
    const { stale, other } = await twoTabs(page, javaScriptOn, reference);
    await cancelOrder(other, javaScriptOn, 'No transfer arrived', other.getByRole('row').filter({ hasText: reference }));
    await expectToast(other, javaScriptOn, 'Order Cancelled', 'The order has been cancelled.');
    await stale.goto(`/admin/orders/${reference}?ask=confirm&back=tab%3Dorders`);
    await expect(
      stale.getByText(`Order ${reference} is Cancelled now, so this change is not possible any more. Nothing changed.`),
    ).toBeVisible();
    await expect(stale.getByRole('button', { name: /^Confirm Payment/ })).toHaveCount(0);
    expect(orderRow(reference)).toMatchObject({ status: 'cancelled', confirmed_at: null });
  });
});
