import { BRAND } from '~/lib/brand';
import type { AchOrder } from '~/lib/db/schema';
import { devicesText } from '~/features/licenses/licenses';
import { findPlan } from '~/features/catalogue/plans';
import { hasCompanyDetails, type AchDetails, type Company, type ContactInfo, type WireDetails } from '~/features/settings/model';
import { BANK_FIELDS, WIRE_FIELDS } from '~/features/settings/fields';
import { formatInvoiceDate, type InvoiceDocument, type InvoiceParty } from './document';

// What an invoice or a credit note says, built from the order and the settings at the moment of issue.
// Pure: issue.server.ts reads the rows, takes the number and stores the result as it is.

/**
 * The seller: the Company settings, or, until they are filled in, the brand with the contact
 * details (the dashboard's setup checklist asks for the company meanwhile).
 */
export function sellerParty(company: Company, contact: ContactInfo): InvoiceParty {
  const email = contact.email.trim() || undefined;
  if (!hasCompanyDetails(company)) {
    return { name: BRAND, lines: contact.address.trim() ? [contact.address.trim()] : [], email };
  }
  return {
    name: company.legalName.trim(),
    lines: [company.address.trim()],
    email,
    registrationNumber: company.registrationNumber.trim() || undefined,
    taxId: company.taxId.trim() || undefined,
  };
}

/** The buyer as the order names them, with the company, address and VAT ID they may have added. */
export function buyerParty(order: AchOrder): InvoiceParty {
  return {
    name: order.name,
    company: order.buyer_company?.trim() || undefined,
    lines: order.buyer_address?.trim() ? [order.buyer_address.trim()] : [],
    email: order.email,
    taxId: order.buyer_vat_id?.trim() || undefined,
  };
}

/** A stored timestamp as ISO-8601 UTC (SQLite's 'YYYY-MM-DD HH:MM:SS' is UTC too). */
export function isoUtc(timestamp: string): string {
  const zoneless = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(timestamp);
  const date = new Date(zoneless ? `${timestamp.replace(' ', 'T')}Z` : timestamp);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a timestamp: ${JSON.stringify(timestamp)}`);
  return date.toISOString();
}

/** The license a renewal extended: its key's ending, and the order that first bought it. */
export interface RenewalOf {
  keyEnding: string;
  reference: string;
}

/** The plan line: what was bought (or renewed), for how many devices, until when. */
function planLine(order: AchOrder, amountCents: number, renewalOf?: RenewalOf): InvoiceDocument['lines'][number] {
  const devices = devicesText(order.license_devices ?? 1);
  const term = order.license_expires_at ? `valid until ${formatInvoiceDate(isoUtc(order.license_expires_at))}` : 'never expires';
  if (renewalOf) {
    return {
      description: `Renewal of license ${renewalOf.keyEnding}`,
      detail: `${BRAND} ${order.plan} plan for ${devices}, the same key, now ${term} (first bought with order ${renewalOf.reference})`,
      quantity: 1,
      unitCents: amountCents,
    };
  }
  return {
    description: `${BRAND} ${order.plan} plan license`,
    detail: `License for ${devices}, ${term}`,
    quantity: 1,
    unitCents: amountCents,
  };
}

export interface InvoiceFacts {
  number: string;
  issuedAt: string;
  seller: InvoiceParty;
  amountCents: number;
  /** Where the seller is paid: the bank details, and the international ones when set. */
  bank?: { ach: AchDetails | null; wire: WireDetails | null };
  renewalOf?: RenewalOf;
}

/** The seller's bank details as an invoice prints them: the US account, then the international details. */
export function sellerBankText(ach: AchDetails | null, wire: WireDetails | null): string | undefined {
  const parts: string[] = [];
  if (ach) parts.push(`US (ACH): ${BANK_FIELDS.map((field) => `${field.label} ${ach[field.name]}`).join(', ')}`);
  if (wire) {
    const named = WIRE_FIELDS.filter((field) => wire[field.name].trim()).map((field) => `${field.label} ${wire[field.name]}`);
    parts.push(`International (wire, in US dollars): ${named.join(', ')}`);
  }
  return parts.length ? parts.join('. ') : undefined;
}

/** The plan's money-back guarantee, counted from the confirmation (the days: the plan catalogue). */
function refundTerms(order: AchOrder, confirmedAt: string): string | undefined {
  const plan = findPlan(order.plan);
  if (!plan) return undefined;
  const until = formatInvoiceDate(new Date(Date.parse(confirmedAt) + plan.refundDays * 24 * 60 * 60_000).toISOString());
  return `${plan.refundDays} days from the confirmation of your payment: ask for your money back by ${until} (see the refund policy).`;
}

/** The invoice of a confirmed order. */
export function invoiceDocument(order: AchOrder, facts: InvoiceFacts): InvoiceDocument {
  const confirmedAt = isoUtc(order.confirmed_at ?? facts.issuedAt);
  const confirmed = formatInvoiceDate(confirmedAt);
  const terms = refundTerms(order, confirmedAt);
  const bank = facts.bank ? sellerBankText(facts.bank.ach, facts.bank.wire) : undefined;
  return {
    kind: 'invoice',
    number: facts.number,
    issuedAt: facts.issuedAt,
    seller: facts.seller,
    buyer: buyerParty(order),
    reference: order.reference,
    orderedAt: isoUtc(order.created_at),
    lines: [planLine(order, facts.amountCents, facts.renewalOf)],
    currency: 'USD',
    paymentNote: `Paid by bank transfer, reference ${order.reference}, confirmed ${confirmed}`,
    ...(bank ? { sellerBank: bank } : {}),
    ...(terms ? { refundTerms: terms } : {}),
  };
}

/** A day written YYYY-MM-DD, as invoices print dates. */
function dayText(day: string): string {
  return formatInvoiceDate(`${day}T12:00:00.000Z`);
}

export interface CreditFacts {
  number: string;
  issuedAt: string;
  amountCents: number;
  reason: string;
  /** The day the money left the seller's account (YYYY-MM-DD) and the bank's reference for the transfer. */
  sentOn: string;
  bankReference: string;
}

/**
 * The credit note of a refund, issued once the money was sent: the credited invoice's parties and
 * plan (it corrects that document), the amount paid back (all of it, or part), why, and when and under
 * which bank reference it was sent (the account it went to is the bank's record, not ours to claim).
 */
export function creditNoteDocument(invoice: InvoiceDocument, credit: CreditFacts): InvoiceDocument {
  const planDescription = invoice.lines[0]?.description ?? `${BRAND} license`;
  // The guarantee is the invoice's: a credit note ends it.
  const { refundTerms: _guarantee, sellerBank: _paidInto, ...credited } = invoice;
  return {
    ...credited,
    kind: 'credit-note',
    number: credit.number,
    issuedAt: credit.issuedAt,
    lines: [{ description: `Refund: ${planDescription}`, detail: 'The license is revoked', quantity: 1, unitCents: credit.amountCents }],
    paymentNote: `Refunded by bank transfer sent on ${dayText(credit.sentOn)}, bank reference ${credit.bankReference} (order ${invoice.reference})`,
    creditFor: { number: invoice.number, reason: credit.reason, amountCents: credit.amountCents },
  };
}
