import { CROCKFORD_ALPHABET } from '~/lib/codes/crockford';
import { db as defaultDb } from '~/lib/db/db.server';
import type { Executor } from '~/lib/db/schema';
import type { OutboxStatus } from './status';
import { startHourlyJob } from '~/lib/hourly-job.server';

// A message keeps what it said for the administrator's E-mail tab, but not the keys it carried: 30
// days after it was sent (or, never sent, after it was written), its order-page and request-page
// tokens and license keys are replaced by [redacted] in both bodies. The order page and the license stay with the buyer.

export const REDACT_AFTER_DAYS = 30;
export const REDACTED = '[redacted]';
const DAY_MS = 24 * 60 * 60_000;
const BATCH = 200;

// An order-page token in a link: the value of `token=` (base64url, or percent-encoded) up to the
// next parameter, quote, tag or space; and a request page's signed key, `t=` right after the `?` or
// `&` of a query. In HTML the next parameter starts `&amp;`.
const TOKEN_IN_LINK = /(\btoken=|[?&]t=)[^&\s"'<>]+/g;
// A license key (newLicenseKey): four groups of five Crockford symbols, joined by hyphens; the HTML
// part may put a line-break opportunity after each hyphen.
const SYMBOLS = `[${CROCKFORD_ALPHABET}]{5}`;
const JOIN = String.raw`-(?:<wbr\s*\/?>|&#8203;|\u200b)?`;
const LICENSE_KEY = new RegExp(String.raw`(?<![0-9A-Za-z])${SYMBOLS}(?:${JOIN}${SYMBOLS}){3}(?![0-9A-Za-z])`, 'g');

/** The text with every order-page token and license key replaced by [redacted]. */
export function redactSecrets(body: string): string {
  return body.replace(TOKEN_IN_LINK, `$1${REDACTED}`).replace(LICENSE_KEY, REDACTED);
}

const FINISHED: OutboxStatus[] = ['sent', 'failed', 'skipped'];

interface Candidate {
  status: OutboxStatus;
  created_at: string;
  sent_at: string | null;
}

/** Due for redaction at `cutoff`: sent before it, or given up on (failed, skipped) and written before it. */
function isDue(row: Candidate, cutoff: string): boolean {
  if (row.status === 'sent') return row.sent_at !== null && row.sent_at <= cutoff;
  return (row.status === 'failed' || row.status === 'skipped') && row.created_at <= cutoff;
}

/** The ids that may be due at `cutoff`, read from the index outbox_status_created_at alone (its query plan is tested). */
export function candidatesQuery(db: Executor, cutoff: string) {
  return db.selectFrom('outbox').select('id').where('status', 'in', FINISHED).where('created_at', '<=', cutoff);
}

/**
 * Redacts every message due at `now`; returns how many it changed. Idempotent, and safe with other
 * processes doing the same: each UPDATE checks again that its row is due and not yet redacted.
 *
 * `known` carries the ids this process already found redacted from one run to the next. Candidates
 * come from an index alone (outbox_status_created_at: a message is written before it is sent, so
 * every due message was created before the cutoff); only those not known yet are read. A message's
 * status and times sit behind its bodies in the row, so on SQLite reading any of them reads the
 * bodies: the first run of a process reads every finished message once, later runs only new ones.
 */
export async function redactDueMessages(now = new Date(), db: Executor = defaultDb, known = new Set<number>()): Promise<number> {
  const cutoff = new Date(now.getTime() - REDACT_AFTER_DAYS * DAY_MS).toISOString();
  const candidates = await candidatesQuery(db, cutoff).execute();
  const unknown = candidates.map((row) => row.id).filter((id) => !known.has(id));
  const at = now.toISOString();
  let redacted = 0;
  for (let start = 0; start < unknown.length; start += BATCH) {
    const rows = await db
      .selectFrom('outbox')
      .select(['id', 'status', 'created_at', 'sent_at', 'redacted_at', 'text_body', 'html_body'])
      .where('id', 'in', unknown.slice(start, start + BATCH))
      .execute();
    for (const row of rows) {
      if (row.redacted_at !== null) {
        known.add(row.id);
        continue;
      }
      if (!isDue(row, cutoff)) continue; // sent within the 30 days: looked at again next time
      const result = await db
        .updateTable('outbox')
        .set({ text_body: redactSecrets(row.text_body), html_body: redactSecrets(row.html_body), redacted_at: at })
        .where('id', '=', row.id)
        .where('redacted_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'sent'), eb('sent_at', '<=', cutoff)]),
            eb.and([eb('status', 'in', ['failed', 'skipped']), eb('created_at', '<=', cutoff)]),
          ]),
        )
        .executeTakeFirst();
      redacted += Number(result.numUpdatedRows);
      known.add(row.id);
    }
  }
  return redacted;
}

/** Looks now and every hour, in the background; returns what stops it (at shutdown, after a look in progress). */
export function startMessageRedaction(log: (line: string) => void = console.log): () => Promise<void> {
  const known = new Set<number>();
  return startHourlyJob({
    run: () => redactDueMessages(new Date(), defaultDb, known),
    done: (count) => `Secrets redacted from ${count} e-mail${count === 1 ? '' : 's'} older than ${REDACT_AFTER_DAYS} days`,
    name: 'Redacting old e-mail',
    log,
  });
}
