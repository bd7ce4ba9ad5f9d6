import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { closeSignInToast, signIn } from './admin-helpers';
import { expect, expectToast, test } from './fixtures';
import { REFUSED_POST_LOG } from './form-helpers';
import { askAndConfirm, cancelOrder, confirmationStep, confirmPayment, queryAll, queryOne, seedPendingOrder } from './order-admin-helpers';

// Order handling an administrator can't get wrong, with JavaScript on and off: every
// change asks first, a cancellation needs its reason, refunds revoke the license and issue a credit
// note, a cancelled order can be reopened, several orders are confirmed at once, and the order's page
// shows its timeline and notes.

async function openList(page: Page, javaScriptOn: boolean, query: string) {
  await signIn(page);
  await closeSignInToast(page, javaScriptOn);
  await page.goto(`/admin/orders?${query}`);
}

const SHOTS = process.env.SCREENSHOT_DIR ?? '';

/** The window at 390 and 1280 px when the run is asked for screenshots (SCREENSHOT_DIR); the page's size is put back. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

const statusOf = (id: number) => queryOne<{ status: string }>('select status from ach_orders where id = ?', id).status;

test.describe('order handling', () => {
  test.describe('refused by a field', () => {
    test.use({ expectedConsoleErrors: [REFUSED_POST_LOG] });

    test('Cancel Order asks first, its reason starts empty, and a cancellation without a reason is refused', async ({
      page,
      javaScriptOn,
    }) => {
      const order = seedPendingOrder();
      await openList(page, javaScriptOn, `q=${order.reference}`);
      const row = page.getByRole('row').filter({ hasText: order.reference });
      await row.getByRole('button', { name: `Cancel Order ${order.reference}` }).click();
      const step = confirmationStep(page, javaScriptOn, 'cancel');
      const reason = step.getByLabel('Reason the buyer will read');
      await expect(reason).toHaveValue('');
      // Empty: the browser refuses to send it (required), with JavaScript or without.
      await step.getByRole('button', { name: /^Cancel Order/ }).click();
      await expect(step).toBeVisible();
      expect(await reason.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      // Blank: the server refuses it, and nothing changes. The order's confirmation page shows the
      // message beside the reason, with what was typed (the list's dialog posts there too).
      await reason.fill('   ');
      await step.getByRole('button', { name: /^Cancel Order/ }).click();
      await expectToast(page, javaScriptOn, 'Error cancelling order', 'Please give the reason the buyer will read.');
      expect(statusOf(order.id)).toBe('pending');
      const again = confirmationStep(page, false, 'cancel');
      const refused = again.getByLabel('Reason the buyer will read');
      await expect(refused).toHaveAttribute('aria-invalid', 'true');
      await expect(refused).toHaveAccessibleDescription(/Please give the reason the buyer will read\.$/);
      await expect(refused).toHaveValue('   ');

      await refused.fill('No transfer with this reference arrived');
      await again.getByRole('button', { name: /^Cancel Order/ }).click();
      await expectToast(page, javaScriptOn, 'Order Cancelled', 'The order has been cancelled.');
      // Back on the same list, its filter kept, at the row acted on.
      await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${order.reference}#order-${order.id}$`));
      expect(queryOne('select status, cancel_reason from ach_orders where id = ?', order.id)).toEqual({
        status: 'cancelled',
        cancel_reason: 'No transfer with this reference arrived',
      });
    });
  });

  test('Confirm Payment asks first; going back changes nothing', async ({ page, javaScriptOn }) => {
    const order = seedPendingOrder();
    await openList(page, javaScriptOn, `q=${order.reference}`);
    await page.getByRole('button', { name: `Confirm Payment for order ${order.reference}` }).click();
    const step = confirmationStep(page, javaScriptOn, 'confirm');
    await expect(step).toContainText(`$79.99 with the memo ${order.reference}`);
    await step
      .getByRole('button', { name: 'Go Back' })
      .or(step.getByRole('link', { name: 'Go Back' }))
      .click();
    await expect(step).toBeHidden();
    expect(statusOf(order.id)).toBe('pending');
    await confirmPayment(page, javaScriptOn, page.getByRole('row').filter({ hasText: order.reference }));
    await expectToast(page, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');
    expect(statusOf(order.id)).toBe('confirmed');
    expect(queryOne<{ number: string }>(`select number from invoices where order_id = ? and kind = 'invoice'`, order.id).number).toMatch(
      /^INV-\d{4}-\d{6}$/,
    );
  });

  test(
    'a refund records the amount and reason and revokes the license; marked sent, it e-mails the buyer and issues a credit note',
    { tag: '@smoke' },
    async ({ page, javaScriptOn }) => {
      const order = seedPendingOrder({ plan: 'Lifetime', price: '$149.99', cents: 14999 });
      await signIn(page);
      await closeSignInToast(page, javaScriptOn);
      await page.goto(`/admin/orders/${order.reference}`);
      await confirmPayment(page, javaScriptOn);
      await expectToast(page, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');

      await page.getByRole('button', { name: `Refund order ${order.reference}` }).click();
      const step = confirmationStep(page, javaScriptOn, 'refund');
      // The whole price to start with; a part refund is typed over it.
      await expect(step.getByLabel('Amount refunded (US dollars)')).toHaveValue('149.99');
      await step.getByLabel('Amount refunded (US dollars)').fill('100.00');
      await step.getByLabel('Reason the buyer will read').fill('Recovered nothing from the drive');
      await step.getByRole('button', { name: /^Refund/ }).click();
      // Recorded, not yet sent: the license stops now, the credit note waits for the money to leave.
      await expect(page.getByText('Refund Due', { exact: true }).first()).toBeVisible();
      expect(
        queryOne(
          'select status, refund_amount_cents, refund_reason, license_revoked_at is not null as revoked from ach_orders where id = ?',
          order.id,
        ),
      ).toEqual({ status: 'refund-due', refund_amount_cents: 10000, refund_reason: 'Recovered nothing from the drive', revoked: 1 });
      expect(queryAll<{ kind: string }>(`select kind from outbox where order_id = ? and kind = 'order-refund-due'`, order.id)).toHaveLength(
        1,
      );
      const creditNoteOf = () =>
        queryOne<{ number: string; amount_cents: number } | undefined>(
          `select number, amount_cents from invoices where order_id = ? and kind = 'credit-note'`,
          order.id,
        );
      expect(creditNoteOf()).toBeUndefined();

      await page.getByRole('button', { name: `Mark Refund Sent for order ${order.reference}` }).click();
      const sent = confirmationStep(page, javaScriptOn, 'refundSent');
      await sent.getByLabel('Day the money was sent').fill(new Date().toISOString().slice(0, 10));
      await sent.getByLabel('Bank’s reference').fill('TRC 0042 1187');
      await sent.getByRole('button', { name: /^Mark Refund Sent/ }).click();
      await expect.poll(creditNoteOf).toBeDefined();
      const creditNote = creditNoteOf()!;
      await expectToast(
        page,
        javaScriptOn,
        'Refund Sent',
        `Order ${order.reference}: $100.00 marked sent and the buyer told. Credit note ${creditNote.number} sent to the buyer.`,
      );
      expect(creditNote.amount_cents).toBe(10000);
      expect(queryOne('select status from ach_orders where id = ?', order.id)).toEqual({ status: 'refunded' });
      expect(queryAll<{ kind: string }>(`select kind from outbox where order_id = ? and kind = 'order-refunded'`, order.id)).toHaveLength(
        1,
      );

      await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'License' })).toContainText('Revoked on');
      const documents = page.getByRole('region', { name: 'Invoice' });
      await expect(documents).toContainText(creditNote.number);
      await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Refund sent e-mail with the credit note');
      const pdf = await page.request.get(`/admin/orders/${order.reference}/credit-note.pdf`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${creditNote.number}.pdf"`);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    },
  );

  test.describe('refused by a field', () => {
    test.use({ expectedConsoleErrors: [REFUSED_POST_LOG] });

    test('a refund over the price paid is refused beside the Amount field, the typed reason kept', async ({ page, javaScriptOn }) => {
      const order = seedPendingOrder();
      await signIn(page);
      await closeSignInToast(page, javaScriptOn);
      await page.goto(`/admin/orders/${order.reference}`);
      await confirmPayment(page, javaScriptOn);
      await expectToast(page, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');
      await askAndConfirm(page, javaScriptOn, page.getByRole('button', { name: `Refund order ${order.reference}` }), 'refund', {
        amount: '80.00',
        reason: 'Recovered nothing from the drive',
      });
      const message = 'Please enter an amount from $0.01 to $79.99, the price paid.';
      await expectToast(page, javaScriptOn, 'Error refunding order', message);
      // With JavaScript the dialog stays open; without, the confirmation page comes back: the message
      // beside the amount, both fields as typed.
      const step = confirmationStep(page, javaScriptOn, 'refund');
      const amount = step.getByLabel('Amount refunded (US dollars)');
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toHaveAccessibleDescription(new RegExp(`${message.replace(/[$.]/g, '\\$&')}$`));
      await expect(amount).toHaveValue('80.00');
      // With JavaScript the form is drawn anew in the dialog: focus goes to the field refused.
      if (javaScriptOn) await expect(amount).toBeFocused();
      await expect(step.getByLabel('Reason the buyer will read')).toHaveValue('Recovered nothing from the drive');
      expect(statusOf(order.id)).toBe('confirmed');
      await shoot(page, `refund-over-price-${javaScriptOn ? 'js' : 'no-js'}`);
      if (javaScriptOn) {
        // Closed and opened again, the dialog starts afresh: nothing left of the refusal.
        await step.getByRole('button', { name: 'Go Back' }).click();
        await expect(step).toBeHidden();
        await page.getByRole('button', { name: `Refund order ${order.reference}` }).click();
        await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
        await expect(step).not.toContainText(message);
        await expect(step.getByLabel('Reason the buyer will read')).toHaveValue('');
        await step.getByLabel('Reason the buyer will read').fill('Recovered nothing from the drive');
      }

      await amount.fill('79.99');
      await step.getByRole('button', { name: /^Refund/ }).click();
      await expect(page.getByText('Refund Due', { exact: true }).first()).toBeVisible();
      expect(statusOf(order.id)).toBe('refund-due');
    });
  });

  test('Reopen returns a cancelled order to Pending Confirmation and tells the buyer', async ({ page, javaScriptOn }) => {
    const order = seedPendingOrder();
    await openList(page, javaScriptOn, `q=${order.reference}`);
    await cancelOrder(page, javaScriptOn, 'Sent to the wrong account', page.getByRole('row').filter({ hasText: order.reference }));
    await expectToast(page, javaScriptOn, 'Order Cancelled', 'The order has been cancelled.');
    await askAndConfirm(page, javaScriptOn, page.getByRole('button', { name: `Reopen order ${order.reference}` }), 'reopen');
    await expectToast(
      page,
      javaScriptOn,
      'Order Reopened',
      `Order ${order.reference} is Pending Confirmation again. The buyer has been told.`,
    );
    const row = page.getByRole('row').filter({ hasText: order.reference });
    await expect(row.getByText('Pending Confirmation')).toBeVisible();
    expect(queryOne('select status, cancelled_at, cancel_reason from ach_orders where id = ?', order.id)).toEqual({
      status: 'pending',
      cancelled_at: null,
      cancel_reason: null,
    });
    expect(queryAll(`select kind from outbox where order_id = ? and kind = 'order-reopened'`, order.id)).toHaveLength(1);
  });

  test('Confirm Selected asks first, then confirms three ticked orders, each with its invoice, and one toast sums up', async ({
    page,
    javaScriptOn,
  }) => {
    const tag = `bulk${Date.now().toString(36)}${javaScriptOn ? 'on' : 'off'}`;
    const orders = [1, 2, 3].map((n) => seedPendingOrder({ name: `${tag} buyer ${n}` }));
    await openList(page, javaScriptOn, `q=${tag}`);
    for (const order of orders) await page.getByRole('checkbox', { name: `Select order ${order.reference}` }).check();
    await page.getByRole('button', { name: 'Confirm Selected' }).click();
    // It asks first, naming how many and how much in all: a dialog, or without JavaScript the list's question page.
    const question = javaScriptOn
      ? page.getByRole('dialog', { name: 'Confirm 3 payments?' })
      : page.getByRole('region', { name: 'Confirm 3 payments?' });
    await expect(question).toContainText('Confirm all 3 ticked orders, $239.97 in all?');
    // The rows ticked stay ticked while it asks (without JavaScript, on the question's page).
    for (const order of orders) await expect(page.getByRole('checkbox', { name: `Select order ${order.reference}` })).toBeChecked();
    await shoot(page, `orders-confirm-selected-${javaScriptOn ? 'dialog' : 'page'}`);
    for (const order of orders) expect(statusOf(order.id)).toBe('pending');
    await question.getByRole('button', { name: 'Confirm 3 Orders' }).click();
    await expectToast(page, javaScriptOn, 'Orders Confirmed', '3 orders confirmed.');
    // Back at the first ticked row (the list is newest first).
    await expect(page).toHaveURL(new RegExp(`q=${tag}#order-${orders[2]!.id}$`));
    for (const order of orders) {
      expect(statusOf(order.id)).toBe('confirmed');
      expect(queryAll(`select number from invoices where order_id = ? and kind = 'invoice'`, order.id)).toHaveLength(1);
    }
    await expect(page.getByRole('checkbox', { name: /Select order/ })).toHaveCount(0);
  });

  test.describe('the order page', () => {
    // A blank note is refused with 400, which Chromium logs.
    test.use({ expectedConsoleErrors: [REFUSED_POST_LOG] });

    test("the order's page shows the timeline and the notes", async ({ page, javaScriptOn }) => {
      const order = seedPendingOrder({ name: 'Timeline Tess' });
      const earlier = seedPendingOrder({ name: 'Timeline Tess', email: order.email.toUpperCase() });
      await openList(page, javaScriptOn, `q=${order.reference}`);
      await page.getByRole('link', { name: order.reference }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.reference}$`));
      await expect(page.getByRole('heading', { level: 1, name: order.reference })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Buyer and amount' })).toContainText(order.email);
      await expect(page.getByRole('region', { name: 'This buyer’s other orders and requests' })).toContainText(earlier.reference);

      await confirmPayment(page, javaScriptOn);
      await expectToast(page, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');
      // Blank gets past the browser (required) but not the server: the reason beside the box, the text kept.
      const box = page.getByLabel('New note');
      await box.fill('   ');
      await page.getByRole('button', { name: 'Add Note' }).click();
      await expectToast(page, javaScriptOn, 'Error adding note', 'Please write the note first.');
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(/Please write the note first\./);
      await expect(box).toHaveValue('   ');
      await page.getByLabel('New note').fill('Buyer phoned: transfer sent from the company account.\nMatched by amount.');
      await page.getByRole('button', { name: 'Add Note' }).click();
      await expectToast(page, javaScriptOn, 'Note Added', `The internal note has been added to order ${order.reference}.`);
      const notes = page.getByRole('region', { name: 'Internal notes' });
      await expect(notes).toContainText('Buyer phoned: transfer sent from the company account.');
      await expect(notes).toContainText('admin@recoverly.test');
      await expect(page.getByLabel('New note')).toHaveValue('');

      const timeline = page.getByRole('region', { name: 'Timeline' });
      const steps = timeline.getByRole('listitem');
      await expect(steps.first()).toContainText('Order placed by the buyer');
      await expect(timeline).toContainText('Payment confirmed by admin@recoverly.test');
      await expect(timeline).toContainText('Invoice issued');
      await expect(timeline).toContainText('License e-mail with the invoice');
      await expect(timeline).toContainText('Queued');
      expect(queryAll(`select kind from audit_log where kind = 'order-noted' and subject = ?`, order.reference)).toHaveLength(1);
    });
  });

  test('after an action the list comes back with its filters, scrolled to the row', async ({ page, javaScriptOn }) => {
    const tag = `scroll${Date.now().toString(36)}${javaScriptOn ? 'on' : 'off'}`;
    const orders = Array.from({ length: 12 }, (_, n) => seedPendingOrder({ name: `${tag} buyer ${n}` }));
    await page.setViewportSize({ width: 1280, height: 720 });
    await openList(page, javaScriptOn, `q=${tag}&status=pending`);
    // The oldest is the last row, far below the fold.
    const target = orders[0]!;
    const row = page.locator(`#order-${target.id}`);
    await row.scrollIntoViewIfNeeded();
    await cancelOrder(page, javaScriptOn, 'Duplicate order', row);
    await expectToast(page, javaScriptOn, 'Order Cancelled', 'The order has been cancelled.');
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${tag}&status=pending#order-${target.id}$`));
    // Cancelled, it left the pending list: the page is back where the filters say.
    await expect(page.getByRole('row').filter({ hasText: target.reference })).toHaveCount(0);

    const next = orders[1]!;
    await page.goto(`/admin/orders?q=${tag}`);
    await page.locator(`#order-${next.id}`).scrollIntoViewIfNeeded();
    await confirmPayment(page, javaScriptOn, page.locator(`#order-${next.id}`));
    await expectToast(page, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${tag}#order-${next.id}$`));
    await expect(page.locator(`#order-${next.id}`)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  for (const width of [1024, 1280]) {
    test(`at ${width} px no orders or requests table spills out of its card, and e-mail addresses break only after @ or a dot`, async ({
      page,
    }) => {
      const long = seedPendingOrder({
        name: 'Maximilian Bartholomew Featherstonehaugh-Wolfeschlegel',
        email: 'maximilian.featherstonehaugh@recovery-department.example.co.uk',
      });
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      for (const tab of ['orders', 'requests']) {
        await page.goto(`/admin/${tab}`);
        const overflow = await page.evaluate(() =>
          [...document.querySelectorAll('section')]
            .filter((card) => card.querySelector('table, ul'))
            .map((card) => card.scrollWidth - card.clientWidth),
        );
        expect(
          overflow.every((extra) => extra <= 0),
          `${tab}: ${overflow.join(', ')}`,
        ).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
          0,
        );
      }
      await page.goto(`/admin/orders?q=${long.reference}`);
      const email = page.getByRole('link', { name: long.email });
      await expect(email.locator('wbr')).toHaveCount(long.email.split(/[@.]/).length - 1);
      expect(await email.evaluate((link) => getComputedStyle(link).wordBreak)).not.toBe('break-all');
    });
  }

  test('the setup checklist links each item to where it is fixed', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/overview');
    const checklist = page.getByRole('region', { name: 'Finish setting up' });
    // The shared test server runs without SMTP_URL and SITE_URL: those two items are always there.
    for (const name of ['How to set SMTP_URL', 'How to set SITE_URL']) {
      await checklist.getByRole('link', { name }).click();
      await expect(page.locator(new URL(page.url()).hash)).toBeInViewport();
    }
    // Read first: the settings' links leave the Overview, where the checklist is.
    const hrefs = await checklist.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      if (!href.startsWith('/admin/dashboard#')) continue;
      await page.goto(href);
      await expect(page.locator(href.slice(href.indexOf('#'))), href).toBeVisible();
    }
  });

  // axe-core runs as a script in the page.
  test(
    "the order's page, its confirmation page and a dialog pass axe-core on a phone and a desktop",
    { tag: '@needs-js' },
    async ({ page }) => {
      const order = seedPendingOrder();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const check = async (where: string) => {
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({ where, rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) }));
        expect(blocking).toEqual([]);
      };
      await signIn(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/admin/orders/${order.reference}`);
        await check(`order page at ${width}px`);
        await page.goto(`/admin/orders/${order.reference}?ask=cancel&back=tab%3Dorders`);
        await check(`confirmation page at ${width}px`);
        await page.goto(`/admin/orders?q=${order.reference}`);
        await page.getByRole('button', { name: `Cancel Order ${order.reference}` }).click();
        await expect(confirmationStep(page, true, 'cancel')).toBeVisible();
        await check(`cancel dialog at ${width}px`);
      }
    },
  );
});
