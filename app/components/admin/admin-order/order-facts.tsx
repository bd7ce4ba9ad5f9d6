import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_ORDER } from '~/content/admin-orders';
import type { AdminOrderView } from '~/features/dashboard/admin-order.server';
import { EmailLink } from '~/components/email-address';
import { LicenseKeyText } from '../license-key';

// The order's facts: who bought what for how much, the license, and the documents.

export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">{children}</dl>;
}

export function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function BuyerFacts({ order }: { order: AdminOrderView }) {
  const { buyer } = order;
  return (
    <Facts>
      <Fact label="Name">{order.name}</Fact>
      <Fact label="Email">
        <EmailLink address={order.email} />
      </Fact>
      <Fact label="Plan">{order.plan}</Fact>
      <Fact label="Amount">
        <span className="font-semibold">{order.price}</span>
      </Fact>
      <Fact label="Placed">
        <time dateTime={order.createdAt}>{order.createdLabel}</time>
      </Fact>
      <Fact label="Reference">
        <span className="font-mono">{order.reference}</span>
      </Fact>
      {buyer.company ? <Fact label="Company">{buyer.company}</Fact> : null}
      {buyer.vatId ? <Fact label="VAT ID">{buyer.vatId}</Fact> : null}
      {buyer.address ? (
        <Fact label="Billing address" wide>
          {buyer.address}
        </Fact>
      ) : null}
      {order.statementPayment ? (
        <Fact label="Paid" wide>
          {order.statementPayment}
        </Fact>
      ) : null}
      {order.cancellation ? (
        <Fact label="Cancelled" wide>
          {order.cancellation.atLabel ? `${order.cancellation.atLabel}. ` : ''}Reason: {order.cancellation.reason}
        </Fact>
      ) : null}
      {order.refund ? <RefundFact refund={order.refund} /> : null}
    </Facts>
  );
}

/** The refund's line: what was recorded and when it is due to be sent, or when it was sent and under which reference. */
function RefundFact({ refund }: { refund: NonNullable<AdminOrderView['refund']> }) {
  const line =
    refund.state === 'due'
      ? ADMIN_ORDER.refundDue(refund.amount, refund.recordedLabel, refund.sendByLabel ?? '')
      : refund.state === 'sent'
        ? ADMIN_ORDER.refundSent(refund.amount, refund.sentOnLabel ?? '', refund.bankReference ?? '')
        : ADMIN_ORDER.refundLegacy(refund.amount, refund.recordedLabel);
  return (
    <Fact label={refund.state === 'due' ? 'Refund due' : 'Refunded'} wide>
      <span data-testid="refund-fact">
        {line} Reason: {refund.reason}
      </span>
    </Fact>
  );
}

export function LicenseFacts({
  license,
  renewalOf = null,
}: {
  license: AdminOrderView['license'];
  renewalOf?: AdminOrderView['renewalOf'];
}) {
  if (!license && renewalOf) {
    return (
      <p className="text-sm text-slate-800" data-testid="renewal-of">
        {ADMIN_ORDER.renewalOf(renewalOf.keyEnding)}{' '}
        <Link to={renewalOf.href} className="font-mono font-semibold text-brand-700 hover:underline">
          {renewalOf.reference}
        </Link>
        . {ADMIN_ORDER.renewalExpires(renewalOf.expires)}
      </p>
    );
  }
  if (!license) return <p className="text-sm text-slate-600">{ADMIN_ORDER.noLicense}</p>;
  return (
    <Facts>
      <Fact label="License key" wide>
        <span className={license.revokedLabel ? 'text-slate-500 line-through' : ''}>
          <LicenseKeyText value={license.key} />
        </span>
      </Fact>
      <Fact label="Devices">{license.devices}</Fact>
      <Fact label="Expires">{license.expires}</Fact>
      {license.revokedLabel ? (
        <Fact label="Status" wide>
          <span className="font-semibold text-red-800">{ADMIN_ORDER.revoked(license.revokedLabel, license.revokedByRefund)}</span>
        </Fact>
      ) : null}
    </Facts>
  );
}

const DOCUMENT_NAMES = { invoice: 'Invoice', 'credit-note': 'Credit note' } as const;

export function DocumentLinks({ documents }: { documents: AdminOrderView['documents'] }) {
  if (documents.length === 0) return <p className="text-sm text-slate-600">{ADMIN_ORDER.noDocuments}</p>;
  return (
    <ul className="grid gap-3 text-sm">
      {documents.map((document) => (
        <li key={document.number} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span>
            <span className="font-medium text-slate-900">{DOCUMENT_NAMES[document.kind]}</span>{' '}
            <span className="font-mono text-slate-700">{document.number}</span>
            <span className="block text-xs text-slate-500">
              {document.total} · issued {document.issuedLabel}
            </span>
          </span>
          {/* A plain link: the file is a download, not a page the router should render. */}
          <a href={document.href} download className="font-semibold text-brand-700 hover:underline">
            Download PDF<span className="sr-only"> of {document.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
