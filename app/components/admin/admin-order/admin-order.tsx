import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_CONFIRMATIONS, ADMIN_ORDER, REFUND_ACCOUNT_ADMIN, type ConfirmableAction } from '~/content/admin-orders';
import type { AdminOrderView } from '~/features/dashboard/admin-order.server';
import { StatusBadge } from '../../order-status-badge';
import { OrderActionButtons } from '../order-actions';
import { ConfirmForm, ConfirmText } from '../order-confirm-form';
import { BuyerFacts, DocumentLinks, LicenseFacts } from './order-facts';
import { LicenseDevicesCard } from './license-devices-card';
import { OrderNotes, type OrderNoteFormState } from './order-notes';
import { OrderTimeline } from './order-timeline';
import { RelatedActivity } from './related-activity';
import { RefundAccountCard, type RevealState } from './refund-account-card';

/** One card of the page, its heading linking the section for screen readers (and #timeline, #notes). */
function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4 rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id={`${id}-heading`} className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900 sm:px-5">
        {title}
      </h2>
      <div className="px-4 py-4 sm:px-5">{children}</div>
    </section>
  );
}

/**
 * The confirmation page (without JavaScript): what the change does, its fields and its button, above
 * the order itself. Its form posts to this page (with the list's query it came from, to go back there).
 */
function ConfirmationPanel({ action, order, keepHref }: { action: ConfirmableAction; order: AdminOrderView; keepHref: string }) {
  return (
    <section aria-labelledby="confirm-heading" className="mb-6 rounded-xl border-2 border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-6">
      <ConfirmText action={action} order={order} headingId="confirm-heading" />
      <ConfirmForm action={action} order={order} keepHref={keepHref} />
    </section>
  );
}

export interface AdminOrderProps {
  order: AdminOrderView;
  /** The confirmation asked for (?ask=), when this visit is its page. */
  ask: ConfirmableAction | null;
  /** The Orders list to go back to (with the filters it had). */
  listPath: string;
  /** Where Go Back leads from the confirmation page. */
  keepHref: string;
  /** A confirmation was asked for that the order no longer allows: its status, or its license (nothing to revoke). */
  unavailable?: 'status' | 'license' | null;
  /** Whether Reveal asks for a code too. */
  twoFactor?: boolean;
  /** What the last Reveal answered. */
  reveal?: RevealState;
  /** Add Note refused: the message beside the box, the text kept. */
  noteState?: OrderNoteFormState;
}

/** The administrator's page of one order. */
export function AdminOrder({ order, ask, listPath, keepHref, unavailable = null, twoFactor = false, reveal, noteState }: AdminOrderProps) {
  return (
    <>
      <p className="mb-3 text-sm">
        <Link to={listPath} className="font-semibold text-brand-700 hover:underline">
          ← {ADMIN_ORDER.back}
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="font-mono text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{order.reference}</h1>
          <StatusBadge status={order.status} />
        </div>
        {/* The order's buttons, first thing after its status (on a phone too). */}
        <section aria-label={ADMIN_ORDER.sections.actions} className="max-md:w-full">
          <OrderActionButtons order={order} status={order.status} />
        </section>
      </div>
      {ask ? <ConfirmationPanel action={ask} order={order} keepHref={keepHref} /> : null}
      {unavailable ? (
        <p role="status" className="mb-6 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm font-medium text-slate-800">
          {unavailable === 'license'
            ? ORDER_CONFIRMATIONS.nothingToRevoke(order.reference)
            : ORDER_CONFIRMATIONS.unavailable(order.reference, order.statusLabel)}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <Card id="buyer" title={ADMIN_ORDER.sections.buyer}>
            <BuyerFacts order={order} />
          </Card>
          {order.refundAccount ? (
            <Card id="refund-account" title={REFUND_ACCOUNT_ADMIN.title}>
              <RefundAccountCard account={order.refundAccount} twoFactor={twoFactor} state={reveal} />
            </Card>
          ) : null}
          <Card id="timeline" title={ADMIN_ORDER.sections.timeline}>
            <OrderTimeline items={order.timeline} />
          </Card>
          <Card id="notes" title={ADMIN_ORDER.sections.notes}>
            <OrderNotes orderId={order.id} notes={order.notes} state={noteState} />
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <Card id="license" title={ADMIN_ORDER.sections.license}>
            <LicenseFacts license={order.license} renewalOf={order.renewalOf} />
          </Card>
          <Card id="devices" title={ADMIN_ORDER.sections.devices}>
            <LicenseDevicesCard order={order} />
          </Card>
          <Card id="documents" title={ADMIN_ORDER.sections.documents}>
            <DocumentLinks documents={order.documents} />
          </Card>
          <Card id="related" title={ADMIN_ORDER.sections.related}>
            <RelatedActivity related={order.related} />
          </Card>
        </div>
      </div>
    </>
  );
}
