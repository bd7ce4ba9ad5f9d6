import { RENEWAL_REMINDER_DAYS } from '~/features/licenses/licenses';
import { db as defaultDb } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { buyerMailContext } from '~/features/mail/buyer-context.server';
import type { BuyerMailContext } from '~/features/mail/templates/buyer';
import { renewalReminderEmail } from './mail/renewal-reminder';
import { enqueueMail } from '~/features/outbox/enqueue.server';
import { startHourlyJob } from '~/lib/hourly-job.server';
import { sitePageUrl } from '~/features/mail/templates/links';
import { renewalPath } from './renewal-link.server';

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 100;

/**
 * Queues the renewal reminder of every confirmed license that expires within RENEWAL_REMINDER_DAYS
 * and has had none: each license is reminded once, however many processes look at the same time
 * (the guarded UPDATE marks it, and only the process whose UPDATE changed the row queues the e-mail,
 * in the same transaction). Lifetime licenses never expire and are never reminded. Returns how many.
 */
export async function queueDueRenewalReminders(now = new Date(), db = defaultDb): Promise<number> {
  const nowText = now.toISOString();
  const windowEnd = new Date(now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS).toISOString();
  let queued = 0;
  for (;;) {
    const due = await db
      .selectFrom('ach_orders')
      .select('id')
      .where('status', '=', 'confirmed')
      .where('renewal_reminded_at', 'is', null)
      .where('license_expires_at', 'is not', null)
      .where('license_expires_at', '>', nowText)
      .where('license_expires_at', '<=', windowEnd)
      .orderBy('license_expires_at')
      .limit(BATCH)
      .execute();
    for (const { id } of due) {
      const reminded = await db.transaction().execute(async (trx) => {
        const order = await trx
          .updateTable('ach_orders')
          .set({ renewal_reminded_at: nowText })
          .where('id', '=', id)
          .where('renewal_reminded_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!order) return false; // another process got there first
        await enqueueMail(trx, {
          kind: 'renewal-reminder',
          to: order.email,
          toName: order.name,
          content: reminderContent(order, await buyerMailContext(trx)),
          orderId: order.id,
        });
        return true;
      });
      if (reminded) queued++;
    }
    if (due.length < BATCH) return queued;
  }
}

function reminderContent(order: AchOrder, context: BuyerMailContext) {
  return renewalReminderEmail({
    context,
    name: order.name,
    plan: order.plan,
    licenseKey: order.license_key ?? '',
    expiresAt: order.license_expires_at ?? '',
    renewUrl: sitePageUrl(context.siteUrl, renewalPath(order)),
  });
}

/**
 * Looks now and every hour, in the background: a reminder goes out within the hour its license enters
 * the window. Returns what stops it (at shutdown, after a look in progress).
 */
export function startRenewalReminders(log: (line: string) => void = console.log): () => Promise<void> {
  return startHourlyJob({
    run: () => queueDueRenewalReminders(),
    done: (count) => `Renewal reminders queued: ${count}`,
    name: 'Renewal reminders',
    log,
  });
}
