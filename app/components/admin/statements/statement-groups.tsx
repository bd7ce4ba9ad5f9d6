import { Form, Link, useNavigation } from 'react-router';
import { SubmitButton } from '~/components/button';
import { STATEMENT_GROUPS, STATEMENT_PREVIEW } from '~/content/statements';
import { ConfirmOffered, type OfferedOrder } from './offered-confirmation';

// A statement's lines by group, each group with its count and a page of its lines (links to the pages
// before and after); a reference links to the admin order. Amount differs shows both figures and
// the difference, with Confirm Anyway (never for a payment in another currency); No reference shows
// the suggested orders. Every amount and date arrives already written out.

export interface LineView {
  id: number;
  date: string;
  amount: string;
  name: string;
  memo: string;
  reference: string | null;
  orderHref: string | null;
  orderAmount: string | null;
  difference: string | null;
  confirmed: boolean;
  canConfirmAnyway: boolean;
  /** Matched, short by the banks' fees: the shortfall written out, else null. */
  shortBy: string | null;
  canConfirmShort: boolean;
  /** Paid in another currency than the orders' dollars (its code), else null. */
  otherCurrency: string | null;
  /** The line is not confirmed and in dollars: an offered order may be confirmed with it. */
  canConfirmOffered: boolean;
  suggestions: OfferedOrder[];
  /** The pending order its reference is probably one character off. */
  probable: OfferedOrder | null;
}

export interface GroupView {
  group: keyof typeof STATEMENT_GROUPS;
  /** How many lines the group holds; a page shows some of them, from `from` (1-based). */
  total: number;
  from: number;
  previousHref: string | null;
  nextHref: string | null;
  lines: LineView[];
}

function Reference({ line }: { line: LineView }) {
  if (!line.reference) return null;
  return line.orderHref ? (
    <Link to={line.orderHref} className="font-mono font-semibold whitespace-nowrap text-brand-700 hover:underline">
      {line.reference}
    </Link>
  ) : (
    <span className="font-mono whitespace-nowrap text-slate-800">{line.reference}</span>
  );
}

function ConfirmAnyway({ lineId }: { lineId: number }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('lineId') === String(lineId);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="confirm-anyway" />
      <input type="hidden" name="lineId" value={lineId} />
      <SubmitButton busy={busy} busyLabel={STATEMENT_PREVIEW.confirmBusy} variant="secondary" className="px-3 py-1.5">
        {STATEMENT_PREVIEW.confirmAnyway}
      </SubmitButton>
    </Form>
  );
}

function ConfirmShort({ lineId }: { lineId: number }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('lineId') === String(lineId);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="confirm-short" />
      <input type="hidden" name="lineId" value={lineId} />
      <SubmitButton busy={busy} busyLabel={STATEMENT_PREVIEW.confirmBusy} variant="secondary" className="px-3 py-1.5">
        {STATEMENT_PREVIEW.confirmShort}
      </SubmitButton>
    </Form>
  );
}

/** An order offered for a line (a suggestion, or the one its reference probably meant): its reference, buyer and, when it may be, Confirm. */
function Offered({ line, order }: { line: LineView; order: OfferedOrder }) {
  const text = STATEMENT_PREVIEW.ask.body(order.reference, order.amount, line.amount, line.name || line.memo, line.date);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Link to={order.href} className="font-mono font-semibold text-brand-700 hover:underline">
        {order.reference}
      </Link>
      <span>
        ({order.name}, {order.amount})
      </span>
      {line.canConfirmOffered ? <ConfirmOffered lineId={line.id} order={order} text={text} /> : null}
    </span>
  );
}

function Line({ line, group }: { line: LineView; group: GroupView['group'] }) {
  return (
    <li className="grid gap-1 py-3 text-sm sm:grid-cols-[7rem_7rem_1fr_auto] sm:items-start sm:gap-3" data-line={line.id}>
      <div className="flex gap-3 sm:contents">
        <span className="text-slate-600">{line.date}</span>
        <span className="font-semibold text-slate-900 tabular-nums">{line.amount}</span>
      </div>
      <div className="min-w-0">
        {line.name ? <p className="font-medium break-words text-slate-900">{line.name}</p> : null}
        {line.memo ? <p className="break-words text-slate-700">{line.memo}</p> : null}
        {line.otherCurrency ? (
          <p className="mt-1 font-medium text-amber-900">{STATEMENT_PREVIEW.otherCurrency(line.otherCurrency)}</p>
        ) : null}
        {group === 'amount-differs' && line.orderAmount && !line.otherCurrency ? (
          <p className="mt-1 text-slate-800">
            {STATEMENT_PREVIEW.paid} {line.amount} · {STATEMENT_PREVIEW.orderAmount} {line.orderAmount} · {STATEMENT_PREVIEW.difference}{' '}
            <strong>{line.difference}</strong>
          </p>
        ) : null}
        {line.shortBy ? <p className="mt-1 font-medium text-slate-800">{STATEMENT_PREVIEW.shortBy(line.shortBy)}</p> : null}
        {line.probable ? (
          <p className="mt-1 flex flex-wrap items-center gap-x-1 text-slate-800" data-testid="probable">
            <strong>{STATEMENT_PREVIEW.probably}</strong> <Offered line={line} order={line.probable} />
          </p>
        ) : null}
        {group === 'no-reference' || (group === 'unknown-reference' && line.orderHref === null) ? (
          line.suggestions.length ? (
            <div className="mt-1 text-slate-800">
              <p>{STATEMENT_PREVIEW.suggestions}:</p>
              <ol className="mt-1 grid gap-1" aria-label={STATEMENT_PREVIEW.suggestions}>
                {line.suggestions.map((s) => (
                  <li key={s.reference}>
                    <Offered line={line} order={s} />
                  </li>
                ))}
              </ol>
            </div>
          ) : (
            <p className="mt-1 text-slate-600">{STATEMENT_PREVIEW.noSuggestions}</p>
          )
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <Reference line={line} />
        {line.confirmed ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300 ring-inset">
            {STATEMENT_PREVIEW.confirmed}
          </span>
        ) : line.canConfirmAnyway ? (
          <ConfirmAnyway lineId={line.id} />
        ) : line.canConfirmShort ? (
          <ConfirmShort lineId={line.id} />
        ) : null}
      </div>
    </li>
  );
}

export function StatementGroups({ groups }: { groups: GroupView[] }) {
  return (
    <>
      {groups.map(({ group, total, from, previousHref, nextHref, lines }) => (
        <section
          key={group}
          aria-labelledby={`group-${group}`}
          className="rounded-xl border border-slate-200 bg-white shadow-sm"
          data-group={group}
        >
          <div className="border-b border-slate-100 px-4 py-4 sm:px-6">
            <h2 id={`group-${group}`} className="text-lg font-semibold text-slate-900">
              {STATEMENT_GROUPS[group].title} <span className="text-slate-500">({total})</span>
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">{STATEMENT_GROUPS[group].description}</p>
          </div>
          <div className="px-4 sm:px-6">
            {lines.length === 0 ? (
              <p className="py-3 text-sm text-slate-500">{STATEMENT_PREVIEW.noLines}</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {lines.map((line) => (
                  <Line key={line.id} line={line} group={group} />
                ))}
              </ul>
            )}
            {previousHref || nextHref ? (
              <nav
                aria-label={`${STATEMENT_GROUPS[group].title}: pages`}
                className="flex flex-wrap items-center gap-4 border-t border-slate-200 py-3 text-sm"
              >
                <span className="text-slate-600">{STATEMENT_PREVIEW.range(from, from + lines.length - 1, total)}</span>
                {previousHref ? (
                  <Link to={previousHref} className="font-semibold text-brand-700 hover:underline">
                    {STATEMENT_PREVIEW.previousPage}
                  </Link>
                ) : null}
                {nextHref ? (
                  <Link to={nextHref} className="font-semibold text-brand-700 hover:underline">
                    {STATEMENT_PREVIEW.nextPage}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </div>
        </section>
      ))}
    </>
  );
}
