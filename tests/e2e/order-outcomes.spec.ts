import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { newOrderReference } from '../../app/lib/codes/references.server';
import { expect, expectToast, openTestDatabase, test } from './fixtures';
import { closeSignInToast, signIn } from './admin-helpers';

// An administrator works from pages loaded a moment ago: another tab may have confirmed or cancelled
// the order since. Each button then says what the order really is and changes nothing, with
// JavaScript on and off.

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
  const list = `/admin/dashboard?tab=orders&q=${reference}`;
  await page.goto(list);
  const other = await page.context().newPage();
  await other.goto(list);
  return { stale: page, other };
}

const confirmButton = (page: Page, reference: string) => page.getByRole('button', { name: `Confirm Payment for order ${reference}` });
const cancelButton = (page: Page, reference: string) => page.getByRole('button', { name: `Cancel Order ${reference}` });

test.describe('an order changed in another tab', () => {
  test('confirming it twice says it was already confirmed', async ({ page, javaScriptOn }) => {
    const reference = seedPendingOrder();
    const { stale, other } = await twoTabs(page, javaScriptOn, reference);
    await confirmButton(other, reference).click();
    await expectToast(other, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');
    const confirmed = orderRow(reference);
    await confirmButton(stale, reference).click();
    await expectToast(stale, javaScriptOn, 'Already Confirmed', `Order ${reference} was already confirmed. Nothing changed.`);
    expect(orderRow(reference)).toEqual(confirmed);
  });

  test('confirming a cancelled order says it is cancelled and confirms nothing', async ({ page, javaScriptOn }) => {
    const reference = seedPendingOrder();
    const { stale, other } = await twoTabs(page, javaScriptOn, reference);
    await other.getByLabel(`Reason for cancelling order ${reference}`).fill('No transfer arrived');
    await cancelButton(other, reference).click();
    await expectToast(other, javaScriptOn, 'Order Cancelled', 'The order has been cancelled.');
    await confirmButton(stale, reference).click();
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
    await confirmButton(other, reference).click();
    await expectToast(other, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');
    await stale.getByLabel(`Reason for cancelling order ${reference}`).fill('Changed my mind');
    await cancelButton(stale, reference).click();
    await expectToast(
      stale,
      javaScriptOn,
      'Error cancelling order',
      `Order ${reference} is confirmed and its license was sent, so it was not cancelled. Nothing changed.`,
    );
    expect(orderRow(reference)).toMatchObject({ status: 'confirmed', cancelled_at: null });
  });
});
