import { Form, Link, useNavigation } from 'react-router';
import { ADMIN_CONTENT } from '~/content/admin-content';
import type { ContentStatus } from '~/features/content/model';
import { adminContentPath, CONTENT_SECTIONS, type ContentSection } from '~/lib/paths';
import { ContentSections } from './content-sections';
import { StatusBadge } from './status-badge';

/** A row of a Content list, as its loader built it. */
export interface ContentRow {
  id: number;
  title: string;
  status: ContentStatus;
  statusLabel: string;
  /** 'Since Oct 15, 2025, 8:00 AM Eastern Time', 'For …', 'Last saved …'. */
  when: string;
  /** Where it is on the site (a path, or the help centre's anchor); null for a testimonial. */
  address: string | null;
  live: boolean;
  editHref: string;
  previewHref: string;
}

export interface ContentListProps {
  section: ContentSection;
  query: string;
  ordered: boolean;
  rows: ContentRow[];
  page: number;
  pages: number;
  total: number;
  askDelete: { id: number; title: string } | null;
}

const quiet =
  'inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';
const danger =
  'inline-flex min-h-9 items-center rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50';

/** A button of a row: a plain POST form naming the intent and the item. */
function RowButton({
  intent,
  id,
  label,
  title,
  className = quiet,
}: {
  intent: string;
  id: number;
  label: string;
  title: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData.get('id') === String(id);
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={busy} className={className}>
        {label}
        <span className="sr-only"> {title}</span>
      </button>
    </Form>
  );
}

function DeleteConfirmation({ item, cancelHref }: { item: { id: number; title: string }; cancelHref: string }) {
  return (
    <section aria-labelledby="delete-heading" className="rounded-xl border border-red-200 bg-red-50 p-4 sm:p-6">
      <h2 id="delete-heading" className="font-semibold text-red-900">
        {ADMIN_CONTENT.confirmDelete.title(item.title)}
      </h2>
      <p className="mt-1 text-sm text-red-900">{ADMIN_CONTENT.confirmDelete.body}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
            {ADMIN_CONTENT.confirmDelete.submit}
          </button>
        </Form>
        <Link to={cancelHref} className={quiet}>
          {ADMIN_CONTENT.confirmDelete.cancel}
        </Link>
      </div>
    </section>
  );
}

function withQuery(section: ContentSection, query: Record<string, string | number | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== null && value !== '') params.set(name, String(value));
  const rest = params.toString();
  return `${adminContentPath(section)}${rest ? `?${rest}` : ''}`;
}

/** The Content screen's list of one kind: sections, search, New, the rows with their buttons, pages. Plain links and forms. */
export function ContentList({ section, query, ordered, rows, page, pages, total, askDelete }: ContentListProps) {
  const words = ADMIN_CONTENT.sections[section];
  const here = withQuery(section, { q: query, page: page > 1 ? page : null });
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{ADMIN_CONTENT.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{ADMIN_CONTENT.description}</p>
      </div>
      <ContentSections current={section} sections={CONTENT_SECTIONS} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Form method="get" role="search" className="flex flex-1 flex-wrap items-end gap-2">
          <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-sm">
            <label htmlFor="content-search" className="text-sm font-medium text-slate-800">
              {words.searchLabel}
            </label>
            <input
              id="content-search"
              type="search"
              name="q"
              defaultValue={query}
              maxLength={100}
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
            />
          </div>
          <button type="submit" className={quiet}>
            {ADMIN_CONTENT.search}
          </button>
          {query ? (
            <Link to={adminContentPath(section)} className="text-sm font-semibold text-brand-700 hover:underline">
              {ADMIN_CONTENT.clearSearch}
            </Link>
          ) : null}
        </Form>
        <Link
          to={adminContentPath(section, 'new')}
          className="inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          {words.newLabel}
        </Link>
      </div>
      {askDelete ? <DeleteConfirmation item={askDelete} cancelHref={here} /> : null}
      {ordered && rows.length > 1 ? <p className="-mb-3 text-sm text-slate-600">{ADMIN_CONTENT.orderNote}</p> : null}
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
          {query ? ADMIN_CONTENT.noMatch(query) : words.empty}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={words.label}>
          {rows.map((row, index) => (
            <li key={row.id} id={`content-${row.id}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                <div className="min-w-0">
                  <h2 className="font-semibold break-words text-slate-900">
                    <Link to={row.editHref} className="hover:underline">
                      {row.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">
                    {row.when}
                    {row.address ? (
                      <>
                        {' · '}
                        {row.live ? (
                          <a href={row.address} className="font-medium text-brand-700 hover:underline">
                            {row.address}
                          </a>
                        ) : (
                          <span className="font-mono text-xs">{row.address}</span>
                        )}
                      </>
                    ) : null}
                  </p>
                </div>
                <StatusBadge status={row.status} label={row.statusLabel} />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link to={row.editHref} className={quiet}>
                  {ADMIN_CONTENT.actions.edit}
                  <span className="sr-only"> {row.title}</span>
                </Link>
                <Link to={row.previewHref} className={quiet}>
                  {ADMIN_CONTENT.actions.preview}
                  <span className="sr-only"> {row.title}</span>
                </Link>
                {row.status === 'published' ? (
                  <RowButton intent="unpublish" id={row.id} title={row.title} label={ADMIN_CONTENT.actions.unpublish} />
                ) : (
                  <RowButton intent="publish" id={row.id} title={row.title} label={ADMIN_CONTENT.actions.publish} />
                )}
                {ordered ? (
                  <>
                    {index > 0 || page > 1 ? (
                      <RowButton intent="move-up" id={row.id} title={row.title} label={ADMIN_CONTENT.actions.moveUp} />
                    ) : null}
                    {index < rows.length - 1 || page < pages ? (
                      <RowButton intent="move-down" id={row.id} title={row.title} label={ADMIN_CONTENT.actions.moveDown} />
                    ) : null}
                  </>
                ) : null}
                <Link to={withQuery(section, { q: query, page: page > 1 ? page : null, ask: 'delete', id: row.id })} className={danger}>
                  {ADMIN_CONTENT.actions.delete}
                  <span className="sr-only"> {row.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={ADMIN_CONTENT.pages(page, pages)} className="flex items-center justify-between text-sm font-semibold">
          {page > 1 ? <Link to={withQuery(section, { q: query, page: page - 1 })}>← {ADMIN_CONTENT.previous}</Link> : <span />}
          <span className="text-slate-600">
            {ADMIN_CONTENT.pages(page, pages)} ({total})
          </span>
          {page < pages ? <Link to={withQuery(section, { q: query, page: page + 1 })}>{ADMIN_CONTENT.next} →</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}
