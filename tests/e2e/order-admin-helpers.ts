import crypto from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { ORDER_CONFIRMATIONS, type ConfirmableAction } from '../../app/content/admin-orders';
import { newOrderReference } from '../../app/lib/codes/references.server';
import { expect, openTestDatabase, waitForClient } from './fixtures';

// The administrator's order buttons ask before they act: with JavaScript in a dialog, without it on
// the order's confirmation page. These helpers go through either, as a person would.

/** The dialog (JavaScript) or the confirmation page's panel (without) that asks about `action`. */
export function confirmationStep(page: Page, javaScriptOn: boolean, action: ConfirmableAction): Locator {
  const name = ORDER_CONFIRMATIONS[action].title;
  return javaScriptOn ? page.getByRole('dialog', { name }) : page.getByRole('region', { name });
}

/**
 * Presses an order's asking button (Confirm Payment, Cancel Order, Refund, Reopen), fills what the
 * confirmation asks for, and confirms.
 */
export async function askAndConfirm(
  page: Page,
  javaScriptOn: boolean,
  button: Locator,
  action: ConfirmableAction,
  fields: { reason?: string; amount?: string } = {},
): Promise<void> {
  if (javaScriptOn) await waitForClient(page);
  await button.click();
  const step = confirmationStep(page, javaScriptOn, action);
  await expect(step).toBeVisible();
  if (fields.amount !== undefined) await step.getByLabel(ORDER_CONFIRMATIONS.refund.amountLabel).fill(fields.amount);
  if (fields.reason !== undefined) await step.getByLabel('Reason the buyer will read').fill(fields.reason);
  await step.getByRole('button', { name: new RegExp(`^${ORDER_CONFIRMATIONS[action].submit}`) }).click();
}

/** Confirm Payment on a row (or a page), through its confirmation. */
export function confirmPayment(page: Page, javaScriptOn: boolean, scope: Locator | Page = page): Promise<void> {
  return askAndConfirm(page, javaScriptOn, scope.getByRole('button', { name: /^Confirm Payment/ }), 'confirm');
}

/** Cancel Order on a row (or a page), with the reason the buyer reads, through its confirmation. */
export function cancelOrder(page: Page, javaScriptOn: boolean, reason: string, scope: Locator | Page = page): Promise<void> {
  return askAndConfirm(page, javaScriptOn, scope.getByRole('button', { name: /^Cancel Order/ }), 'cancel', { reason });
}

export interface SeededOrder {
  id: number;
  reference: string;
  name: string;
  email: string;
}

/** A pending order written straight into the shared e2e server's database. */
export function seedPendingOrder(
  overrides: Partial<{ name: string; email: string; plan: string; price: string; cents: number }> = {},
): SeededOrder {
  const reference = newOrderReference();
  const name = overrides.name ?? `Buyer ${reference}`;
  const email = overrides.email ?? `${crypto.randomBytes(4).toString('hex')}@example.com`;
  const db = openTestDatabase();
  try {
    const { lastInsertRowid } = db
      .prepare(`insert into ach_orders (name, email, plan, price, amount_cents, status, reference) values (?, ?, ?, ?, ?, 'pending', ?)`)
      .run(name, email, overrides.plan ?? 'Yearly', overrides.price ?? '$79.99', overrides.cents ?? 7999, reference);
    return { id: Number(lastInsertRowid), reference, name, email };
  } finally {
    db.close();
  }
}

/** One row of the shared server's database. */
export function queryOne<T>(sql: string, ...params: unknown[]): T {
  const db = openTestDatabase();
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

/** Every row a query returns from the shared server's database. */
export function queryAll<T>(sql: string, ...params: unknown[]): T[] {
  const db = openTestDatabase();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
