import { data, Link } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { AdminScreenError } from '~/components/admin/screen-error';
import { Panel } from '~/components/admin/panel';
import { MappingForm, UploadForm, type MappingRequest } from '~/components/admin/statements/upload-form';
import {
  STATEMENT_LIST,
  STATEMENT_MAPPING,
  STATEMENT_SUMMARY,
  STATEMENT_TOASTS,
  STATEMENT_UPLOAD,
  unreadableMessage,
} from '~/content/statements';
import { formatCreatedAt } from '~/lib/created-label';
import { listStatements } from '~/features/statements/read.server';
import { uploadStatement } from '~/features/statements/upload.server';
import { dashboardPath, PATHS, statementPath } from '~/lib/paths';
import { parseForm, type FieldOf } from '~/lib/forms/parse-form';
import { mappingOf, statementUploadSchema } from './form-schema.server';
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

type UploadField = FieldOf<typeof statementUploadSchema>;
/** A refused upload: the errors by field, and the mapping form again when it was the mapping form. */
type Failure = { errors: Partial<Record<UploadField, string>>; mapping?: MappingRequest };

export async function action({ request }: Route.ActionArgs) {
  const signedIn = await requireAdmin(request);
  const fail = (failure: Failure) => data(failure, { status: 400, headers: signedIn.headers });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail({ errors: { statement: STATEMENT_UPLOAD.formUnreadable } });
  }
  const parsed = parseForm(form, statementUploadSchema);
  if (!parsed.ok) {
    const signature = parsed.values.signature;
    const mapping = signature ? { columns: signature.split('|'), signature, values: parsed.values } : undefined;
    return fail({ errors: parsed.errors, mapping });
  }
  const { statement: file } = parsed.data;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mapping = mappingOf(parsed.data);
  const outcome = await uploadStatement({ bytes, fileName: file.name || 'statement', importedBy: signedIn.admin.email, mapping });
  switch (outcome.kind) {
    case 'unreadable':
      return fail({ errors: { statement: unreadableMessage(outcome.line, outcome.problem, outcome.detail) } });
    case 'needs-mapping':
      return data({ errors: {}, mapping: { columns: outcome.columns, signature: outcome.signature } } satisfies Failure, {
        headers: signedIn.headers,
      });
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
          <MappingForm mapping={failure.mapping} errors={failure.errors} />
        </Panel>
      ) : (
        <Panel id="upload-heading" title={STATEMENT_UPLOAD.uploadPanel} description={STATEMENT_UPLOAD.description}>
          <UploadForm error={failure?.errors.statement} />
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
