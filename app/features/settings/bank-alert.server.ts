import type { AuditActor } from '~/features/audit/record.server';
import type { SettingsChange } from '~/features/audit/settings-changes';
import { enqueueMail } from '~/features/outbox/enqueue.server';
import type { Executor } from '~/lib/db/schema';
import { env, type Env } from '~/lib/env.server';
import { publicOrigin } from '~/lib/public-origin.server';
import { bankAlertEmail } from './mail/bank-alert';
import { getCompany } from './settings.server';

/** An address the administrator gave up this recently still hears about bank changes. */
export const FORMER_ADDRESS_DAYS = 7;

const key = (address: string) => address.trim().toLowerCase();

/**
 * Who hears about a bank change: the administrator's sign-in address, ADMIN_NOTIFY_EMAIL when set,
 * and every address the administrator had in the last 7 days (the audit log's 'credentials-changed'
 * rows keep the address before each change), so whoever took over the account and moved its e-mail
 * first can't keep the owner from hearing. Each address once.
 */
export async function bankAlertRecipients(executor: Executor, adminId: number, now = Date.now(), settings: Env = env()): Promise<string[]> {
  const admin = await executor.selectFrom('admins').select('email').where('id', '=', adminId).executeTakeFirst();
  const since = new Date(now - FORMER_ADDRESS_DAYS * 24 * 60 * 60_000).toISOString();
  const changes = await executor
    .selectFrom('audit_log')
    .select('details')
    .where('kind', '=', 'credentials-changed')
    .where('created_at', '>=', since)
    .orderBy('id')
    .execute();
  const former = changes.flatMap(({ details }) => {
    try {
      const before = (JSON.parse(details) as { email?: { before?: unknown } }).email?.before;
      return typeof before === 'string' && before.includes('@') ? [before] : [];
    } catch {
      return [];
    }
  });
  const seen = new Set<string>();
  return [admin?.email, settings.adminNotifyEmail, ...former].filter((address): address is string => {
    if (!address || seen.has(key(address))) return false;
    seen.add(key(address));
    return true;
  });
}

/** Queues the alert to each recipient in the caller's transaction (the save's); returns who gets it. */
export async function queueBankAlert(
  executor: Executor,
  alert: { changes: readonly SettingsChange[]; by: AuditActor; adminId: number; now?: number },
): Promise<string[]> {
  const at = alert.now ?? Date.now();
  const recipients = await bankAlertRecipients(executor, alert.adminId, at);
  const content = bankAlertEmail({
    changes: alert.changes,
    at,
    clientAddress: alert.by.clientAddress,
    actor: alert.by.actor,
    siteUrl: publicOrigin(),
    company: await getCompany(executor),
  });
  await enqueueMail(executor, ...recipients.map((to) => ({ kind: 'bank-details-alert' as const, to, content })));
  return recipients;
}
