import type { MouseEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { STATEMENT_PREVIEW } from '~/content/statements';
import { AskFirst, closeOwnDialog } from '../ask-first';

// The question before a suggested order (or the one a mistyped reference probably meant) is
// confirmed with a transfer: with JavaScript a <dialog> in place; without it the button is a GET form
// to the statement's page with ?ask={line}.{order}, which shows the same question at the top. Either
// way the answer is a plain POST.

export interface OfferedOrder {
  orderId: number;
  reference: string;
  name: string;
  /** The order's amount, written out. */
  amount: string;
  href: string;
}

export interface Asking {
  lineId: number;
  orderId: number;
  reference: string;
  text: string;
}

const button =
  'inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap shadow-sm disabled:opacity-60';

function ConfirmOfferedForm({
  asking,
  onKeep,
  keepHref,
}: {
  asking: Asking;
  onKeep?: (event: MouseEvent<HTMLButtonElement>) => void;
  keepHref?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === 'confirm-suggestion' &&
    navigation.formData?.get('lineId') === String(asking.lineId);
  const keep = `${button} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`;
  return (
    <Form method="post" className="mt-4 flex flex-wrap justify-end gap-2">
      <input type="hidden" name="intent" value="confirm-suggestion" />
      <input type="hidden" name="lineId" value={asking.lineId} />
      <input type="hidden" name="orderId" value={asking.orderId} />
      {onKeep ? (
        <button type="button" onClick={onKeep} className={keep}>
          {STATEMENT_PREVIEW.ask.keep}
        </button>
      ) : keepHref ? (
        <Link to={keepHref} className={keep}>
          {STATEMENT_PREVIEW.ask.keep}
        </Link>
      ) : null}
      <button type="submit" disabled={busy} className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`}>
        {busy ? STATEMENT_PREVIEW.confirmBusy : STATEMENT_PREVIEW.ask.submit}
        <span className="sr-only"> {asking.reference}</span>
      </button>
    </Form>
  );
}

/** The question as a page of its own (no JavaScript): shown at the top of the statement. */
export function OfferedConfirmation({ asking, keepHref }: { asking: Asking; keepHref: string }) {
  return (
    <section aria-labelledby="offered-question" className="rounded-xl border-2 border-emerald-600 bg-white p-5 shadow-sm">
      <h2 id="offered-question" className="text-lg font-semibold text-slate-900">
        {STATEMENT_PREVIEW.ask.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{asking.text}</p>
      <ConfirmOfferedForm asking={asking} keepHref={keepHref} />
    </section>
  );
}

/** "Confirm ORD-…" beside an offered order: asks first, in a dialog (JavaScript) or on the statement's page (without). */
export function ConfirmOffered({ lineId, order, text }: { lineId: number; order: OfferedOrder; text: string }) {
  const headingId = `offered-${lineId}-${order.orderId}`;
  const asking: Asking = { lineId, orderId: order.orderId, reference: order.reference, text };
  return (
    <AskFirst
      fields={{ ask: `${lineId}.${order.orderId}` }}
      label={STATEMENT_PREVIEW.confirmThis(order.reference)}
      buttonClassName={`${button} bg-white text-emerald-800 ring-1 ring-emerald-300 hover:bg-emerald-50`}
      formClassName="inline"
      headingId={headingId}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {STATEMENT_PREVIEW.ask.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
      <ConfirmOfferedForm asking={asking} onKeep={closeOwnDialog} />
    </AskFirst>
  );
}
