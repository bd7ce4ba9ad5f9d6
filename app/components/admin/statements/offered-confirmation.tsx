import { STATEMENT_PREVIEW } from '~/content/statements';
import { AskFirst, QuestionAnswer, QuestionOnPage } from '../ask-first';

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

/** The answer: this line with this order, with Keep (the dialog's, or a link back to the statement). */
function ConfirmOfferedForm({ asking, keepHref }: { asking: Asking; keepHref?: string }) {
  return (
    <QuestionAnswer
      fields={[
        ['intent', 'confirm-suggestion'],
        ['lineId', String(asking.lineId)],
        ['orderId', String(asking.orderId)],
      ]}
      keep={STATEMENT_PREVIEW.ask.keep}
      keepHref={keepHref}
      answer={
        <>
          {STATEMENT_PREVIEW.ask.submit}
          <span className="sr-only"> {asking.reference}</span>
        </>
      }
      busyLabel={STATEMENT_PREVIEW.confirmBusy}
    />
  );
}

/** The question as a page of its own (no JavaScript): shown at the top of the statement. */
export function OfferedConfirmation({ asking, keepHref }: { asking: Asking; keepHref: string }) {
  return (
    <QuestionOnPage headingId="offered-question">
      <h2 id="offered-question" className="text-lg font-semibold text-slate-900">
        {STATEMENT_PREVIEW.ask.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{asking.text}</p>
      <ConfirmOfferedForm asking={asking} keepHref={keepHref} />
    </QuestionOnPage>
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
      <ConfirmOfferedForm asking={asking} />
    </AskFirst>
  );
}
