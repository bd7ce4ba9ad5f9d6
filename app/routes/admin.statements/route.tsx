import { data, Link } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { AdminScreenError } from '~/components/admin/screen-error';
import { Panel } from '~/components/admin/panel';
import { MappingForm, UploadForm, type MappingRequest } from '~/components/admin/statements/upload-form';
import {
  STATEMENT_LIST,
  STATEMENT_SUMMARY,
  STATEMENT_MAPPING,
  STATEMENT_TOASTS,
  STATEMENT_UPLOAD,
  unreadableMessage,
} from '~/content/statements';
import { formatCreatedAt } from '~/lib/created-label';
import type { CsvMapping } from '~/features/statements/csv';
import { listStatements } from '~/features/statements/read.server';
import { uploadStatement } from '~/features/statements/upload.server';
import { dashboardPath, PATHS, statementPath } from '~/lib/paths';
import { requireAdmin } from '~/web/auth.server';
import { redirectWithToast } from '~/web/flash.server';
import type { Route } from './+types/route';

// /admin/statements: upload a bank statement (multipart, up to 10 MB: the edge allows it here alone, to
// the signed-in administrator), or map a CSV's columns first; below, the statements imported before, a
// page at a time. A good upload goes to its preview; a file that cannot be read (or holds more than
// 20,000 lines) is refused with its line and problem, and nothing is stored.

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const olderThan = new URL(request.url).searchParams.get('olderThan');
  const page = await listStatements(olderThan && /^\d{1,12}$/.test(olderThan) ? Number(olderThan) : undefined);
  return data(
    {
      statements: page.statements.map((s) => ({ ...s, importedLabel: formatCreatedAt(s.importedAt), href: statementPath(s.id) })),
      olderHref: page.nextOlderThan === null ? null : `${PATHS.statements}?olderThan=${page.nextOlderThan}#statements-heading`,
      newestHref: olderThan ? `${PATHS.statements}#statements-heading` : null,
    },
    { headers: signedIn.headers },
  );
}

type Failure = { error: string; mapping?: undefined } | { error?: undefined; mapping: MappingRequest };

/** The mapping form's choices, or null when the date, the amount, or both text columns are missing. */
function mappingOf(form: FormData, columnCount: number): CsvMapping | null {
  const index = (name: string): number | null => {
    const value = form.get(name);
    if (typeof value !== 'string' || !/^\d{1,3}$/.test(value)) return null;
    const n = Number(value);
    return n < columnCount ? n : null;
  };
  const [date, amount, name, memo] = [index('dateColumn'), index('amountColumn'), index('nameColumn'), index('memoColumn')];
  if (date === null || amount === null || (name === null && memo === null)) return null;
  return { date, amount, name: name === null ? [] : [name], memo: memo === null ? [] : [memo] };
}

export async function action({ request }: Route.ActionArgs) {
  const signedIn = await requireAdmin(request);
  const fail = (failure: Failure) => data(failure, { status: 400, headers: signedIn.headers });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail({ error: STATEMENT_UPLOAD.formUnreadable });
  }
  const file = form.get('statement');
  if (!(file instanceof File) || file.size === 0) return fail({ error: STATEMENT_UPLOAD.fileMissing });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const signature = form.get('signature');
  let mapping: { signature: string; columns: CsvMapping } | undefined;
  if (typeof signature === 'string' && signature) {
    const columns = mappingOf(form, signature.split('|').length);
    if (!columns) return fail({ mapping: { columns: signature.split('|'), signature, error: STATEMENT_MAPPING.invalid } });
    mapping = { signature, columns };
  }
  const outcome = await uploadStatement({ bytes, fileName: file.name || 'statement', importedBy: signedIn.admin.email, mapping });
  switch (outcome.kind) {
    case 'unreadable':
      return fail({ error: unreadableMessage(outcome.line, outcome.problem, outcome.detail) });
    case 'needs-mapping':
      return data({ mapping: { columns: outcome.columns, signature: outcome.signature } } satisfies Failure, { headers: signedIn.headers });
    case 'imported':
      return redirectWithToast(
        statementPath(outcome.statementId),
        { type: 'success', ...STATEMENT_TOASTS.imported(outcome.lineCount) },
        { headers: signedIn.headers },
      );
  }
}

export default function AdminStatements({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData as Failure | undefined;
  return (
    <AdminPage title={STATEMENT_UPLOAD.title} width="narrow">
      <p>
        <Link to={dashboardPath('orders')} className="text-sm font-semibold text-brand-700 hover:underline">
          ← {STATEMENT_UPLOAD.backToOrders}
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{STATEMENT_UPLOAD.title}</h1>
      {failure?.mapping ? (
        <Panel id="mapping-heading" title={STATEMENT_MAPPING.title} description={STATEMENT_MAPPING.description}>
          <MappingForm mapping={failure.mapping} />
        </Panel>
      ) : (
        <Panel id="upload-heading" title={STATEMENT_UPLOAD.uploadPanel} description={STATEMENT_UPLOAD.description}>
          <UploadForm error={failure?.error} />
        </Panel>
      )}
      <Panel id="statements-heading" title={STATEMENT_UPLOAD.listTitle} description={STATEMENT_UPLOAD.listDescription}>
        {loaderData.statements.length === 0 ? (
          <p className="text-sm text-slate-600">{STATEMENT_UPLOAD.listEmpty}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {loaderData.statements.map((s) => (
              <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                <Link to={s.href} className="font-semibold break-all text-brand-700 hover:underline">
                  {s.fileName}
                </Link>
                <span className="text-slate-600">
                  {STATEMENT_SUMMARY.formats[s.format] ?? s.format} · {s.lineCount} incoming · {s.importedLabel}
                </span>
              </li>
            ))}
          </ul>
        )}
        {loaderData.olderHref || loaderData.newestHref ? (
          <nav aria-label={STATEMENT_UPLOAD.listTitle} className="flex gap-4 border-t border-slate-200 py-3 text-sm">
            {loaderData.newestHref ? (
              <Link to={loaderData.newestHref} className="font-semibold text-brand-700 hover:underline">
                {STATEMENT_LIST.newest}
              </Link>
            ) : null}
            {loaderData.olderHref ? (
              <Link to={loaderData.olderHref} className="font-semibold text-brand-700 hover:underline">
                {STATEMENT_LIST.older}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </Panel>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
