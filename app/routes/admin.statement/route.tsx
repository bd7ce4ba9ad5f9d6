import { data, Link } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { AdminScreenError } from '~/components/admin/screen-error';
import { StatementGroups, type GroupView } from '~/components/admin/statements/statement-groups';
import { StatementSummary } from '~/components/admin/statements/statement-summary';
import { OfferedConfirmation } from '~/components/admin/statements/offered-confirmation';
import { ConfirmMatched, ConfirmMatchedQuestion } from '~/components/admin/statements/confirm-matched';
import { STATEMENT_PREVIEW, STATEMENT_TOASTS } from '~/content/statements';
import { formatCreatedAt } from '~/lib/created-label';
import { formatUsd } from '~/lib/money';
import { confirmMatched, confirmStatementLine } from '~/features/statements/confirm.server';
import { isMatchGroup, type MatchGroup } from '~/features/statements/groups';
import { offeredPayment, readMatchedToConfirm, readStatement, type PageRequest } from '~/features/statements/read.server';
import { inOrderCurrency, statementAmount } from '~/features/statements/amounts';
import { readFormData } from '~/lib/forms/form-data';
import { adminOrderPath, PATHS, statementPath } from '~/lib/paths';
import { requireAdmin } from '~/web/auth.server';
import { redirectWithToast, type ToastInput } from '~/web/flash.server';
import { auditActorOf } from '~/web/admin-action.server';
import { parseForm } from '~/lib/forms/parse-form';
import { isStatementIntent, STATEMENT_FORMS } from './form-schema.server';
import type { Route } from './+types/route';

// /admin/statements/{id}: an imported statement's lines by group, a page of each (?group=&after= or
// &before= pages one group). How the file was read sits above the Confirm buttons. Confirm {N} Matched
// Orders asks first (how many, how much: ?ask=matched without JavaScript), then confirms every clean
// match (each order its own transaction); Confirm Anyway confirms one line whose amount differs. Either
// way through the order confirmation path, and nothing is confirmed twice.

function statementId(param: string | undefined): number | null {
  return param && /^\d{1,12}$/.test(param) ? Number(param) : null;
}

function position(value: string | null): number | undefined {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** The page of one group the address asks for; anything else is every group's first page. */
function pageRequest(url: URL): PageRequest | undefined {
  const group = url.searchParams.get('group');
  if (!isMatchGroup(group)) return undefined;
  return { group, after: position(url.searchParams.get('after')), before: position(url.searchParams.get('before')) };
}

/** '?ask=12.34': the question before confirming order 34 with line 12 (the way without JavaScript). */
function askedFor(value: string | null): { lineId: number; orderId: number } | null {
  const match = value ? /^(\d{1,12})\.(\d{1,12})$/.exec(value) : null;
  return match ? { lineId: Number(match[1]), orderId: Number(match[2]) } : null;
}

function pageHref(id: number, group: MatchGroup, side: 'after' | 'before', at: number | null): string | null {
  return at === null ? null : `${statementPath(id)}?group=${group}&${side}=${at}#group-${group}`;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const id = statementId(params.id);
  const url = new URL(request.url);
  const statement = id === null ? null : await readStatement(id, pageRequest(url));
  if (!statement) throw data(null, { status: 404, statusText: 'Not Found', headers: signedIn.headers });
  const asked = askedFor(url.searchParams.get('ask'));
  const offered = asked ? await offeredPayment(statement.id, asked.lineId, asked.orderId) : null;
  const groups: GroupView[] = statement.groups.map((page) => ({
    group: page.group,
    total: page.total,
    from: page.before + 1,
    previousHref: pageHref(statement.id, page.group, 'before', page.previousBefore),
    nextHref: pageHref(statement.id, page.group, 'after', page.nextAfter),
    lines: page.lines.map((line) => {
      const otherCurrency = inOrderCurrency(line) ? null : line.currency;
      const orderAmount = line.order?.amountCents ?? null;
      const offer = (order: { id: number; reference: string; name: string; amountCents: number | null }) => ({
        orderId: order.id,
        reference: order.reference,
        name: order.name,
        amount: order.amountCents === null ? '' : formatUsd(order.amountCents),
        href: adminOrderPath(order.reference),
      });
      return {
        id: line.id,
        date: line.bookedOn,
        amount: statementAmount(line.amountCents, line.currency),
        name: line.name,
        memo: line.memo,
        reference: line.order?.reference ?? line.reference,
        orderHref: line.order ? adminOrderPath(line.order.reference) : null,
        orderAmount: orderAmount !== null ? formatUsd(orderAmount) : null,
        difference: orderAmount !== null && !otherCurrency ? formatUsd(line.amountCents - orderAmount) : null,
        confirmed: line.confirmedAt !== null,
        canConfirmAnyway: page.group === 'amount-differs' && line.confirmedAt === null && line.orderPending && !otherCurrency,
        shortBy: page.group === 'matched-short' && orderAmount !== null ? formatUsd(orderAmount - line.amountCents) : null,
        canConfirmShort: page.group === 'matched-short' && line.confirmedAt === null && line.orderPending && !otherCurrency,
        otherCurrency,
        canConfirmOffered: line.confirmedAt === null && !otherCurrency,
        suggestions: line.suggestions.map(offer),
        probable: line.probable ? offer(line.probable) : null,
      };
    }),
  }));
  return data(
    {
      fileName: statement.fileName,
      importedLabel: STATEMENT_PREVIEW.imported(formatCreatedAt(statement.importedAt), statement.summary.kept),
      summary: statement.summary,
      alreadyImported: statement.alreadyImported,
      matched: { count: statement.toConfirm, totalCents: statement.toConfirmCents, total: formatUsd(statement.toConfirmCents) },
      // The question before Confirm {N} Matched Orders, as its own page without JavaScript.
      askingMatched: url.searchParams.get('ask') === 'matched' && statement.toConfirm > 0,
      groups,
      statementPath: statementPath(statement.id),
      // The question before confirming a suggested order, as its own page without JavaScript.
      asking: offered
        ? {
            lineId: offered.lineId,
            orderId: offered.order.id,
            text: STATEMENT_PREVIEW.ask.body(
              offered.order.reference,
              offered.order.amountCents === null ? '' : formatUsd(offered.order.amountCents),
              formatUsd(offered.amountCents),
              offered.name,
              offered.bookedOn,
            ),
            reference: offered.order.reference,
          }
        : null,
      askUnavailable: asked !== null && offered === null,
    },
    { headers: signedIn.headers },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const signedIn = await requireAdmin(request);
  const id = statementId(params.id);
  const here = id === null ? PATHS.statements : statementPath(id);
  const form = (await readFormData(request)) ?? new FormData();
  const by = auditActorOf(signedIn, context.clientAddress);
  const intent = form.get('intent');
  const unasked = () =>
    redirectWithToast(`${here}?ask=matched`, { type: 'error', ...STATEMENT_TOASTS.matchedUnasked }, { headers: signedIn.headers });
  const notConfirmable: ToastInput = { type: 'error', ...STATEMENT_TOASTS.notConfirmable };
  let toast: ToastInput;
  try {
    if (id === null || !isStatementIntent(intent)) {
      toast = notConfirmable;
    } else if (intent === 'confirm-matched') {
      // Only the answer to the question: the count and the total it named, still what Matched comes to.
      const asked = parseForm(form, STATEMENT_FORMS[intent]);
      if (!asked.ok) return unasked();
      const now = await readMatchedToConfirm(id);
      if (asked.data.count !== now.count || asked.data.totalCents !== now.totalCents) return unasked();
      const { confirmed } = await confirmMatched(id, by);
      toast = { type: 'success', ...STATEMENT_TOASTS.matched(confirmed) };
    } else if (intent === 'confirm-suggestion') {
      const posted = parseForm(form, STATEMENT_FORMS[intent]);
      const outcome = posted.ok ? await confirmStatementLine(posted.data.lineId, by, false, posted.data.orderId) : null;
      toast = outcome?.kind === 'confirmed' ? { type: 'success', ...STATEMENT_TOASTS.suggested(outcome.reference) } : notConfirmable;
    } else {
      const posted = parseForm(form, STATEMENT_FORMS[intent]);
      const anyway = intent === 'confirm-anyway';
      const outcome = posted.ok ? await confirmStatementLine(posted.data.lineId, by, anyway, null) : null;
      toast =
        outcome?.kind === 'confirmed'
          ? { type: 'success', ...(anyway ? STATEMENT_TOASTS.anyway(outcome.reference) : STATEMENT_TOASTS.short(outcome.reference)) }
          : notConfirmable;
    }
  } catch (error) {
    console.error('Confirming from a statement failed:', error);
    toast = { type: 'error', ...STATEMENT_TOASTS.failed };
  }
  return redirectWithToast(here, toast, { headers: signedIn.headers });
}

export default function AdminStatement({ loaderData }: Route.ComponentProps) {
  const { fileName, importedLabel, summary, alreadyImported, matched, askingMatched, groups, asking, askUnavailable } = loaderData;
  return (
    <AdminPage title={STATEMENT_PREVIEW.title(fileName)} width="narrow">
      <p>
        <Link to={PATHS.statements} className="text-sm font-semibold text-brand-700 hover:underline">
          ← {STATEMENT_PREVIEW.allStatements}
        </Link>
      </p>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-all text-slate-900">{STATEMENT_PREVIEW.title(fileName)}</h1>
          <p className="mt-1 text-sm text-slate-600">{importedLabel}</p>
        </div>
      </div>
      {askingMatched ? <ConfirmMatchedQuestion question={matched} keepHref={loaderData.statementPath} /> : null}
      {asking ? <OfferedConfirmation asking={asking} keepHref={loaderData.statementPath} /> : null}
      {askUnavailable ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {STATEMENT_PREVIEW.ask.unavailable}
        </p>
      ) : null}
      <StatementSummary summary={summary} />
      {matched.count > 0 ? (
        <div className="flex justify-end">
          <ConfirmMatched question={matched} />
        </div>
      ) : null}
      {alreadyImported ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-semibold">{STATEMENT_PREVIEW.alreadyImported}</p>
          <p>{STATEMENT_PREVIEW.alreadyImportedDetail}</p>
        </div>
      ) : null}
      <StatementGroups groups={groups} />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
