import { orderInvoicePath, type InvoiceKind } from '~/lib/paths';
import { normalizeReference } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder, Executor } from '~/lib/db/schema';
import { formatUsd } from '~/lib/money';
import { listOrderDocuments } from '~/features/invoices/issue.server';
import { devicesText, licenseDateText, licenseExpiryText } from '~/features/licenses/licenses';
import { licenseKit, type LicenseKit } from '~/features/licenses/license-kit';
import { orderDevices, type OrderDevicesView } from '~/features/licenses/devices.server';
import { getContactInfo, getDownloads, getPaymentDetails } from '~/features/settings/settings.server';
import type { AchDetails } from '~/features/settings/model';
import { canCorrectEmail, canEditInvoiceDetails, emailCorrectionEnds } from './buyer-changes.server';
import { ORDER_EVENT_KINDS, type OrderEventKind } from './events';
import { listOrderEvents } from './events.server';
import { queueOrderLinkMail } from './order-mail.server';
import { findOrder, findOrderByReference } from './store.server';
import { isRefundRecorded, orderStatusLabel, type OrderStatus } from './status';
import { calendarDayText, refundSendBy } from './refund-dates';
import { orderTokenState } from './tokens.server';
import { refundAccountSummary } from './refund-account.server';
import { hasExpired, licenseKeyEnding, renewalPeriod, renewOffered } from '~/features/licenses/renewal';
import { renewalPath } from '~/features/licenses/renewal-link.server';

/** One step of the order's timeline: what happened, and when (null: not yet). */
export interface TimelineStep {
  label: string;
  at: string | null;
  atLabel: string | null;
}

/** An invoice or credit note of the order, downloadable with the page's token. */
export interface OrderDocumentLink {
  kind: InvoiceKind;
  number: string;
  path: string;
}

/** What the buyer's order page shows: nothing more than the buyer already knows or is owed. */
export interface OrderPageView {
  reference: string;
  /** The token of the link that opened the page: the page's forms and downloads carry it. */
  token: string;
  plan: string;
  amount: string;
  status: OrderStatus;
  statusLabel: string;
  /** The address the order's e-mails (and the license) go to. */
  email: string;
  placedLabel: string;
  timeline: TimelineStep[];
  /** While pending: the transfer we look for, and the bank details for one not sent yet (null while the settings hold only the sample). */
  awaiting: { bank: AchDetails | null; reportedLabel: string } | null;
  /**
   * Once confirmed (and not refunded): the key and everything needed to use it; `revokedLabel`, the
   * day the administrator revoked it (it no longer works), else null.
   */
  license: {
    key: string;
    groups: string[];
    plan: string;
    devices: string;
    expires: string;
    revokedLabel: string | null;
    /** 'Expired on {date}' once the expiry has passed, else null. */
    expiredLabel: string | null;
    /** Checkout renewing this license: from RENEW_FROM_DAYS before it expires (and after), for Monthly and Yearly; else null. */
    renewPath: string | null;
    /** What a renewal adds: 'month' or 'year'. */
    renewPeriod: string;
    kit: LicenseKit;
  } | null;
  /**
   * A renewal: the license it extends, by its key's ending (whoever paid may not hold the key), the
   * order that bought it, and its expiry as it stands now.
   */
  renewalOf: { keyEnding: string; reference: string; expires: string } | null;
  /** While a refund is due: the account given for it (masked) and when, or null while none is; the form takes one (again). */
  refundAccount: { masked: string; givenLabel: string | null } | null;
  /** Once confirmed: the devices the key is activated on (each with Deactivate; `license.revokedLabel` says whether it still works). */
  devices: OrderDevicesView | null;
  cancelReason: string | null;
  /**
   * Once a refund is recorded: how far it is (due: to be sent by `sendByLabel`; sent: on `sentOnLabel`
   * under the bank's reference; recorded: refunded before refunds were marked sent), what comes back,
   * why, and since when the key no longer works.
   */
  refund: {
    state: 'due' | 'sent' | 'recorded';
    amount: string | null;
    reason: string | null;
    revokedLabel: string | null;
    sendByLabel: string | null;
    sentOnLabel: string | null;
    bankReference: string | null;
  } | null;
  documents: OrderDocumentLink[];
  /** The e-mail address may still be corrected: until this moment (label), else null. */
  emailCorrectableUntil: string | null;
  /** The invoice details as saved, and whether they may still change. */
  invoiceDetails: { company: string; address: string; vatId: string; editable: boolean };
}

// The correction window closes at a moment, not on a day: the time too, in the zone every date here uses.
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

function dateTimeText(iso: string): string {
  return `${DATE_TIME.format(new Date(iso))} (UTC)`;
}

function step(label: string, at: string | null): TimelineStep {
  return { label, at, atLabel: at ? licenseDateText(at) : null };
}

/** The buyer's own changes (an account for a refund among them), the administrator's reopening and a renewal, as the buyer's timeline tells them. */
const BUYER_VISIBLE_EVENTS: readonly OrderEventKind[] = [
  'email-corrected',
  'buyer-details-updated',
  'reopened',
  'refund-account-given',
  'license-renewed',
];

async function timeline(executor: Executor, order: AchOrder): Promise<TimelineStep[]> {
  const events = (await listOrderEvents(executor, order.id))
    .filter((event) => (BUYER_VISIBLE_EVENTS as readonly string[]).includes(event.kind))
    .map((event) => step(ORDER_EVENT_KINDS[event.kind as OrderEventKind], event.created_at));
  const done = [step('Order placed', order.created_at), ...events];
  const next: TimelineStep[] = [];
  if (order.status === 'cancelled') done.push(step(orderStatusLabel('cancelled'), order.cancelled_at));
  else if (order.status === 'refund-due') {
    done.push(step('Payment confirmed', order.confirmed_at), step('License key issued', order.confirmed_at));
    done.push(step('Refund recorded', order.refund_due_at), step('License key revoked', order.license_revoked_at ?? order.refund_due_at));
    next.push(step('Refund sent', null));
  } else if (order.status === 'refunded') {
    done.push(step('Payment confirmed', order.confirmed_at), step('License key issued', order.confirmed_at));
    if (order.refund_sent_on) {
      done.push(step('Refund recorded', order.refund_due_at), step('Refund sent', `${order.refund_sent_on}T12:00:00.000Z`));
    } else done.push(step('Refunded', order.refunded_at));
    done.push(step('License key revoked', order.license_revoked_at ?? order.refunded_at));
  } else if (order.status === 'confirmed') {
    done.push(step('Payment confirmed', order.confirmed_at), step('License key issued', order.confirmed_at));
    if (order.license_revoked_at) done.push(step('License key revoked', order.license_revoked_at));
  } else next.push(step('Payment confirmed', null), step('License key issued', null));
  const dated = done.filter((s) => s.at).sort((a, b) => Date.parse(a.at!) - Date.parse(b.at!));
  return [...dated, ...next];
}

function refundView(order: AchOrder): OrderPageView['refund'] {
  if (!isRefundRecorded(order.status)) return null;
  const due = order.status === 'refund-due';
  return {
    state: due ? 'due' : order.refund_sent_on ? 'sent' : 'recorded',
    amount: order.refund_amount_cents === null ? null : formatUsd(order.refund_amount_cents),
    reason: order.refund_reason,
    revokedLabel: order.license_revoked_at ? licenseDateText(order.license_revoked_at) : null,
    sendByLabel: due && order.refund_due_at ? calendarDayText(refundSendBy(order.refund_due_at).toISOString().slice(0, 10)) : null,
    sentOnLabel: order.refund_sent_on ? calendarDayText(order.refund_sent_on) : null,
    bankReference: order.refund_sent_on ? order.refund_bank_reference : null,
  };
}

function refundAccountView(order: AchOrder): OrderPageView['refundAccount'] {
  const summary = order.status === 'refund-due' ? refundAccountSummary(order) : null;
  return summary ? { masked: summary.masked, givenLabel: summary.givenAt ? licenseDateText(summary.givenAt) : null } : null;
}

async function documents(executor: Executor, order: AchOrder, token: string): Promise<OrderDocumentLink[]> {
  const rows = await listOrderDocuments(executor, order.id);
  return rows.map((row) => ({ kind: row.kind, number: row.number, path: orderInvoicePath(order.reference, token, row.kind) }));
}

async function license(executor: Executor, order: AchOrder, now: Date): Promise<OrderPageView['license']> {
  if (order.status !== 'confirmed' || !order.license_key) return null;
  const devices = order.license_devices ?? 1;
  const [downloads, contact] = [await getDownloads(executor), await getContactInfo(executor)];
  return {
    key: order.license_key,
    groups: order.license_key.split('-'),
    plan: order.plan,
    devices: devicesText(devices),
    expires: licenseExpiryText(order.license_expires_at),
    revokedLabel: order.license_revoked_at ? licenseDateText(order.license_revoked_at) : null,
    expiredLabel: hasExpired(order, now) ? licenseDateText(order.license_expires_at!) : null,
    renewPath: renewOffered(order, now) ? renewalPath(order) : null,
    renewPeriod: renewalPeriod(order.plan) ?? 'year',
    kit: licenseKit(downloads, contact, devices),
  };
}

async function renewalOf(executor: Executor, order: AchOrder): Promise<OrderPageView['renewalOf']> {
  if (order.renews_order_id === null) return null;
  const renewed = await findOrder(executor, order.renews_order_id);
  return renewed?.license_key
    ? {
        keyEnding: licenseKeyEnding(renewed.license_key),
        reference: renewed.reference,
        expires: licenseExpiryText(renewed.license_expires_at),
      }
    : null;
}

async function devices(executor: Executor, order: AchOrder): Promise<OrderPageView['devices']> {
  // A renewal's devices are its license's: listed (and deactivated) on the page of the order that bought it.
  if (order.status !== 'confirmed' || !order.license_key) return null;
  return orderDevices(order, executor);
}

async function view(executor: Executor, order: AchOrder, token: string, now: Date): Promise<OrderPageView> {
  const pending = order.status === 'pending';
  return {
    reference: order.reference,
    token,
    plan: order.plan,
    amount: order.price,
    status: order.status,
    statusLabel: orderStatusLabel(order.status),
    email: order.email,
    placedLabel: licenseDateText(order.created_at),
    timeline: await timeline(executor, order),
    awaiting: pending ? { bank: await getPaymentDetails(executor), reportedLabel: licenseDateText(order.created_at) } : null,
    license: await license(executor, order, now),
    renewalOf: await renewalOf(executor, order),
    refundAccount: refundAccountView(order),
    devices: await devices(executor, order),
    cancelReason: order.status === 'cancelled' ? order.cancel_reason : null,
    refund: refundView(order),
    documents: await documents(executor, order, token),
    emailCorrectableUntil: canCorrectEmail(order, now) ? dateTimeText(emailCorrectionEnds(order)) : null,
    invoiceDetails: {
      company: order.buyer_company ?? '',
      address: order.buyer_address ?? '',
      vatId: order.buyer_vat_id ?? '',
      editable: canEditInvoiceDetails(order),
    },
  };
}

/**
 * What a link to an order page opens: the page; a link that worked once but has ended (expired, or
 * issued before a cancellation or refund), which offers a fresh one by e-mail; or nothing. An unknown
 * reference and a wrong token are the same answer.
 */
export type OrderPageOutcome = { kind: 'open'; view: OrderPageView } | { kind: 'link-ended'; reference: string } | { kind: 'not-found' };

async function findByParam(executor: Executor, referenceParam: string): Promise<AchOrder | null> {
  const reference = normalizeReference(referenceParam, 'ORD');
  return reference ? ((await findOrderByReference(executor, reference)) ?? null) : null;
}

/** The order page for a reference (as pasted: any case, with or without dashes) and the token from the link. */
export async function orderPage(referenceParam: string, token: unknown, now = new Date()): Promise<OrderPageOutcome> {
  const order = await findByParam(db, referenceParam);
  if (!order) return { kind: 'not-found' };
  const state = await orderTokenState(db, order, token, now);
  if (state === 'unknown') return { kind: 'not-found' };
  if (state !== 'valid') return { kind: 'link-ended', reference: order.reference };
  return { kind: 'open', view: await view(db, order, token as string, now) };
}

export type FreshLinkOutcome =
  | { kind: 'sent' }
  /** The order had its links for the day: none was sent, and the page says so. */
  | { kind: 'links-used-up' }
  | { kind: 'still-valid'; reference: string }
  | { kind: 'not-found' };

/**
 * "Send me a fresh link" from a link that ended: a new one goes to the order's own address, under the
 * order's own allowance of links (outbox/caps.server.ts), which nothing sent to that address for
 * anything else can use up. The answer says whether it went.
 */
export async function sendFreshLink(referenceParam: string, token: unknown, now = new Date()): Promise<FreshLinkOutcome> {
  return db.transaction().execute(async (trx): Promise<FreshLinkOutcome> => {
    const order = await findByParam(trx, referenceParam);
    if (!order) return { kind: 'not-found' };
    const state = await orderTokenState(trx, order, token, now);
    if (state === 'unknown') return { kind: 'not-found' };
    if (state === 'valid') return { kind: 'still-valid', reference: order.reference };
    return (await queueOrderLinkMail(trx, order)) === 'queued' ? { kind: 'sent' } : { kind: 'links-used-up' };
  });
}

/** What the lookup shows: the order's status and dates, never its key or its page. */
export interface OrderStatusView {
  reference: string;
  plan: string;
  amount: string;
  status: OrderStatus;
  statusLabel: string;
  dates: { label: string; at: string; atLabel: string }[];
}

/** An order as the lookup (and checkout's "that's my payment") shows it: status, plan, amount and dates, nothing more. */
export function orderStatusView(order: AchOrder): OrderStatusView {
  const dates: [string, string | null][] = [
    ['Placed', order.created_at],
    ['Confirmed', order.confirmed_at],
    ['Cancelled', order.status === 'cancelled' ? order.cancelled_at : null],
    // A refund marked sent shows both steps; one refunded before refunds were marked sent, its one date.
    ['Refund recorded', order.refund_sent_on || order.status === 'refund-due' ? order.refund_due_at : null],
    [order.refund_sent_on ? 'Refund sent' : 'Refunded', order.refund_sent_on ? `${order.refund_sent_on}T12:00:00.000Z` : order.refunded_at],
  ];
  return {
    reference: order.reference,
    plan: order.plan,
    amount: order.price,
    status: order.status,
    statusLabel: orderStatusLabel(order.status),
    dates: dates.filter((d): d is [string, string] => d[1] !== null).map(([label, at]) => ({ label, at, atLabel: licenseDateText(at) })),
  };
}

/**
 * The lookup's answer: the status, and whether the full link went to the order's address (or the order
 * had its links for the day); or one miss for every reason.
 */
export type LookupOutcome = { kind: 'found'; order: OrderStatusView; linkSent: boolean } | { kind: 'not-found' };

/**
 * The lookup at /orders: the reference and the e-mail must belong to one order. It shows the status
 * only (the reference is the bank memo: a bank, an accountant or anyone who sees a statement knows it)
 * and e-mails the link that opens the page to the order's address, under the order's own allowance.
 */
export async function lookUpOrder(referenceInput: string, email: string): Promise<LookupOutcome> {
  const reference = normalizeReference(referenceInput, 'ORD');
  if (!reference) return { kind: 'not-found' };
  return db.transaction().execute(async (trx): Promise<LookupOutcome> => {
    const order = await findOrderByReference(trx, reference);
    if (!order || order.email.trim().toLowerCase() !== email.trim().toLowerCase()) return { kind: 'not-found' };
    const sent = await queueOrderLinkMail(trx, order);
    return { kind: 'found', order: orderStatusView(order), linkSent: sent === 'queued' };
  });
}
