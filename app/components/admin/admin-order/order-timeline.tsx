import { MAIL_STATUS_WORDS, ORDER_MAIL_KINDS, ADMIN_ORDER } from '~/content/admin-orders';
import type { TimelineItem } from '~/features/dashboard/admin-order.server';
import { formatCreatedAt } from '~/lib/created-label';
import { ORDER_EVENT_KINDS } from '~/features/orders/events';
import { EmailAddress } from '~/components/email-address';

// The order's history as a list, oldest first: placed, what happened and who did it, and each e-mail
// with whether it was delivered.

const MAIL_TONE = {
  sent: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  queued: 'bg-sky-100 text-sky-900 ring-sky-300',
  failed: 'bg-red-100 text-red-900 ring-red-300',
  skipped: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The particulars of an event, in words. */
function eventDetail(item: Extract<TimelineItem, { kind: 'event' }>): string | null {
  const { details } = item;
  switch (item.event) {
    case 'confirmed': {
      const payment = item.statementPayment;
      if (!payment) return null;
      if (payment.shortByBankFees && payment.difference) {
        return `${payment.paid} paid, statement line ${payment.line}. Short by ${payment.difference.replace('\u2212', '')} (bank fees).`;
      }
      return `${payment.paid} paid, statement line ${payment.line}.${payment.difference ? ` Difference: ${payment.difference}.` : ''}`;
    }
    case 'cancelled':
      return text(details.reason) ? `Reason: ${text(details.reason)}` : null;
    case 'refund-due':
      return [item.amount ? `${item.amount} to send back.` : null, text(details.reason) ? `Reason: ${text(details.reason)}` : null]
        .filter(Boolean)
        .join(' ');
    case 'refunded':
      return [
        item.amount ? `${item.amount} refunded.` : null,
        text(details.sentOn) ? `Sent on ${text(details.sentOn)}.` : null,
        text(details.bankReference) ? `Bank reference: ${text(details.bankReference)}.` : null,
        text(details.reason) ? `Reason: ${text(details.reason)}` : null,
      ]
        .filter(Boolean)
        .join(' ');
    case 'reopened':
      return text(details.reason) ? `It was cancelled with the reason: ${text(details.reason)}` : null;
    case 'email-corrected':
      return text(details.from) && text(details.to) ? `${text(details.from)} → ${text(details.to)}` : null;
    case 'device-activated':
    case 'device-deactivated':
      return [text(details.name), text(details.platform)].filter(Boolean).join(', ') || null;
    case 'license-revoked':
      return text(details.reason) ? `Reason: ${text(details.reason)}` : null;
    case 'license-renewed':
      return text(details.renewal) && text(details.expiresAt)
        ? `By order ${text(details.renewal)}: now expires ${formatCreatedAt(text(details.expiresAt)!)}.`
        : null;
    case 'renewal-taken-back':
      return text(details.renewal) ? `Order ${text(details.renewal)} was refunded: the license's expiry moved back.` : null;
    case 'refund-account-given':
      return text(details.account);
    case 'invoice-issued':
    case 'credit-note-issued':
      return [text(details.number), item.amount].filter(Boolean).join(', ') || null;
    case 'buyer-details-updated':
      return (
        Object.values(details)
          .map(text)
          .filter((value): value is string => value !== null)
          .join(', ') || null
      );
    default:
      return null;
  }
}

function Entry({ item }: { item: TimelineItem }) {
  if (item.kind === 'email') {
    return (
      <>
        <p className="font-medium text-slate-900">{ORDER_MAIL_KINDS[item.mailKind] ?? item.mailKind}</p>
        <p className="text-slate-700">
          To <EmailAddress address={item.recipient} />{' '}
          <span className={`ml-1 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${MAIL_TONE[item.status]}`}>
            {MAIL_STATUS_WORDS[item.status]}
          </span>
          {item.status === 'sent' && item.sentAt ? <span className="text-slate-500"> {formatCreatedAt(item.sentAt)}</span> : null}
        </p>
        {item.lastError && item.status !== 'sent' ? <p className="text-xs break-words text-slate-600">{item.lastError}</p> : null}
      </>
    );
  }
  if (item.kind === 'placed') {
    return (
      <p className="font-medium text-slate-900">
        Order placed <span className="font-normal text-slate-600">{ADMIN_ORDER.by('buyer')}</span>
      </p>
    );
  }
  const detail = eventDetail(item);
  return (
    <>
      <p className="font-medium text-slate-900">
        {ORDER_EVENT_KINDS[item.event]} <span className="font-normal break-words text-slate-600">{ADMIN_ORDER.by(item.actor)}</span>
      </p>
      {detail ? <p className="break-words text-slate-700">{detail}</p> : null}
    </>
  );
}

export function OrderTimeline({ items }: { items: TimelineItem[] }) {
  return (
    <ol className="relative grid gap-4 border-l border-slate-200 pl-5 text-sm">
      {items.map((item, index) => (
        <li key={index} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ring-4 ring-white ${item.kind === 'email' ? 'bg-sky-500' : 'bg-slate-500'}`}
          />
          <time dateTime={item.at} className="block text-xs text-slate-500">
            {item.atLabel}
          </time>
          <Entry item={item} />
        </li>
      ))}
    </ol>
  );
}
