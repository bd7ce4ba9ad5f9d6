import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ADMIN_CONTENT } from '~/content/admin-content';
import type { ContentFormValues } from '~/features/content/form-input';
import { CONTENT_STATUS_LABELS, hasSlug, KIND_FORMS, KIND_OF, type ContentStatus, type FieldSpec } from '~/features/content/model';
import type { PreviewResult } from '~/features/content/preview.server';
import { adminContentPath, PATHS, type ContentSection } from '~/lib/paths';
import type { ToastMessage } from '~/lib/toast';
import { FormStatus } from '../../toast-status';
import { useHydrated } from '../../use-hydrated';
import { ContentPreviewView } from './content-preview';
import { StatusBadge } from './status-badge';

export interface EditorRevision {
  id: number;
  when: string;
  author: string;
  /** The labels of the fields it changed, joined. */
  changed: string;
  cause: string;
  current: boolean;
}

export interface EditorAnswerProps {
  values: ContentFormValues;
  errors: Record<string, string>;
  publishAt: string;
  preview: PreviewResult | null;
}

export interface ContentEditorProps {
  section: ContentSection;
  heading: string;
  item: { id: number; title: string; status: ContentStatus; statusLine: string; liveHref: string | null; updatedAt: string } | null;
  values: ContentFormValues;
  preview: PreviewResult;
  tokens: { token: string; meaning: string; value: string }[];
  revisions: EditorRevision[];
  /** The site's time zone as people say it ('Eastern Time'): schedules are typed on its clock. */
  zone: string;
  publishAt: string;
  /** What the last post answered when it re-rendered this page (refused, or previewed). */
  answer?: EditorAnswerProps;
  failure?: ToastMessage;
}

const LIVE_PREVIEW_PATH = `${PATHS.adminContent}/preview`;
const input = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm';
const quiet =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';
const primary = 'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60';

function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(describedBy)}
      {help ? (
        <p id={`${id}-help`} className="text-xs text-slate-600">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function SpecField({ spec, value, error }: { spec: FieldSpec; value: string; error?: string }) {
  const id = `content-${spec.name}`;
  return (
    <Field id={id} label={spec.label} help={spec.help} error={error}>
      {(describedBy) =>
        spec.input === 'select' ? (
          <select id={id} name={spec.name} defaultValue={value} aria-describedby={describedBy} className={input}>
            {spec.options!.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : spec.input === 'text' ? (
          <textarea
            id={id}
            name={spec.name}
            rows={3}
            defaultValue={value}
            maxLength={spec.max}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={input}
          />
        ) : (
          <input
            id={id}
            name={spec.name}
            type={spec.input === 'minutes' ? 'number' : 'text'}
            min={spec.input === 'minutes' ? 1 : undefined}
            max={spec.input === 'minutes' ? 1440 : undefined}
            defaultValue={value}
            maxLength={spec.max}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={input}
          />
        )
      }
    </Field>
  );
}

/**
 * The preview as you type: the form's values are posted to the server's live preview (never saved)
 * a moment after the last keystroke, and its rendering replaces the one shown. Without JavaScript
 * the Preview button does the same through the page.
 */
function useLivePreview(initial: PreviewResult) {
  const [preview, setPreview] = useState(initial);
  const [shownFor, setShownFor] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  // A new answer from the server (a save, a Preview without the live one) replaces what was typed since.
  if (shownFor !== initial) {
    setShownFor(initial);
    setPreview(initial);
  }
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const body = new URLSearchParams();
      new FormData(form).forEach((value, name) => {
        if (typeof value === 'string') body.append(name, value);
      });
      fetch(LIVE_PREVIEW_PATH, { method: 'POST', body, signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<PreviewResult>) : null))
        .then((next) => {
          if (next) setPreview(next);
        })
        .catch(() => {});
    }, 250);
  };
  return { preview, onInput };
}

function Warnings({ warnings }: { warnings: PreviewResult['warnings'] }) {
  if (warnings.length === 0) return null;
  return (
    <section aria-labelledby="fact-warnings" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="fact-warnings" className="font-semibold">
        {ADMIN_CONTENT.editor.warningsHeading}
      </h2>
      <p className="mt-1 text-sm">{ADMIN_CONTENT.editor.warningsIntro}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {warnings.map((warning, index) => (
          <li key={index} data-token={warning.token ?? undefined}>
            {warning.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

function TokenGuide({ tokens }: { tokens: ContentEditorProps['tokens'] }) {
  const words = ADMIN_CONTENT.editor;
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" open>
      <summary className="cursor-pointer font-semibold text-slate-900">{words.tokensHeading}</summary>
      <p className="mt-1 text-sm text-slate-600">{words.tokensIntro}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {words.tokenColumns.token}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {words.tokenColumns.value}
              </th>
              <th scope="col" className="py-1 font-medium">
                {words.tokenColumns.meaning}
              </th>
            </tr>
          </thead>
          <tbody className="align-top">
            {tokens.map((token) => (
              <tr key={token.token} className="border-t border-slate-100">
                <td className="py-1 pr-3 font-mono text-xs whitespace-nowrap text-slate-900">{token.token}</td>
                <td className="py-1 pr-3 text-slate-800">{token.value}</td>
                <td className="py-1 text-slate-600">{token.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Revisions({ revisions }: { revisions: EditorRevision[] }) {
  const words = ADMIN_CONTENT.editor;
  if (revisions.length === 0) return null;
  return (
    <section aria-labelledby="revisions-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="revisions-heading" className="font-semibold text-slate-900">
        {words.revisionsHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{words.revisionsIntro}</p>
      <ol className="mt-3 grid gap-2">
        {revisions.map((revision) => (
          <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {revision.when} <span className="font-normal text-slate-600">{words.revisionBy(revision.author)}</span>
              </p>
              <p className="text-slate-600">{revision.cause || (revision.changed ? words.changed(revision.changed) : '')}</p>
            </div>
            {revision.current ? (
              <span className="text-xs font-semibold text-slate-500 uppercase">{words.revisionCurrent}</span>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="id" value={revision.id} />
                <button type="submit" className={quiet}>
                  {words.restore}
                  <span className="sr-only"> {revision.when}</span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The Content screen's editor: fields, buttons, live preview, the facts, revisions. Plain forms throughout. */
export function ContentEditor({
  section,
  heading,
  item,
  values,
  preview,
  tokens,
  revisions,
  zone,
  publishAt,
  answer,
  failure,
}: ContentEditorProps) {
  const kind = KIND_OF[section];
  const form = KIND_FORMS[kind];
  const words = ADMIN_CONTENT.editor;
  const shown = answer?.values ?? values;
  const errors = answer?.errors ?? {};
  const live = useLivePreview(answer?.preview ?? preview);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const scripted = useHydrated();
  const published = item?.status === 'published';
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="min-w-0">
        <p className="text-sm">
          <Link to={adminContentPath(section)} className="font-semibold text-brand-700 hover:underline">
            ← {words.back(ADMIN_CONTENT.sections[section].plural)}
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
          {item ? <StatusBadge status={item.status} label={CONTENT_STATUS_LABELS[item.status]} /> : null}
        </div>
        {item ? (
          <p className="mt-1 text-sm text-slate-600">
            {item.statusLine}
            {item.liveHref ? (
              <>
                {' '}
                <a href={item.liveHref} className="font-semibold text-brand-700 hover:underline">
                  {ADMIN_CONTENT.actions.view}
                </a>
              </>
            ) : null}
            {' · '}
            <Link to={adminContentPath(section, item.id, true)} className="font-semibold text-brand-700 hover:underline">
              {words.openPreview}
            </Link>
          </p>
        ) : null}
      </div>
      <Warnings warnings={live.preview.warnings} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-label={heading} className="grid min-w-0 grid-cols-1 content-start gap-4">
          <FormStatus form="content-editor" failure={failure} />
          <Form
            method="post"
            className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
            onInput={live.onInput}
            key={item?.updatedAt ?? 'new'}
          >
            <input type="hidden" name="section" value={section} />
            {item ? <input type="hidden" name="id" value={item.id} /> : null}
            <Field id="content-title" label={form.titleLabel} error={errors.title}>
              {(describedBy) => (
                <input
                  id="content-title"
                  name="title"
                  defaultValue={shown.title}
                  maxLength={200}
                  aria-invalid={errors.title ? true : undefined}
                  aria-describedby={describedBy}
                  className={input}
                />
              )}
            </Field>
            {hasSlug(kind) ? (
              <Field id="content-slug" label={kind === 'faq' ? 'Anchor' : 'Address'} help={words.slugHelp[section]} error={errors.slug}>
                {(describedBy) => (
                  <input
                    id="content-slug"
                    name="slug"
                    defaultValue={shown.slug}
                    maxLength={80}
                    autoComplete="off"
                    spellCheck={false}
                    aria-invalid={errors.slug ? true : undefined}
                    aria-describedby={describedBy}
                    className={`${input} font-mono`}
                  />
                )}
              </Field>
            ) : null}
            {form.fields.map((spec) => (
              <SpecField key={spec.name} spec={spec} value={shown[spec.name] ?? ''} error={errors[spec.name]} />
            ))}
            <Field id="content-body" label={form.bodyLabel} help={form.bodyHelp} error={errors.body}>
              {(describedBy) => (
                <textarea
                  id="content-body"
                  name="body"
                  rows={kind === 'post' || kind === 'guide' ? 18 : 6}
                  defaultValue={shown.body}
                  maxLength={form.bodyMax}
                  aria-invalid={errors.body ? true : undefined}
                  aria-describedby={describedBy}
                  className={`${input} font-mono leading-relaxed`}
                />
              )}
            </Field>
            <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
              <button type="submit" name="intent" value="save" disabled={busy} className={published ? primary : quiet}>
                {words.save}
              </button>
              {!published ? (
                <button type="submit" name="intent" value="publish" disabled={busy} className={primary}>
                  {words.publish}
                </button>
              ) : null}
              <button type="submit" name="intent" value="preview" disabled={busy} className={quiet}>
                {words.preview}
              </button>
              {item && item.status !== 'draft' ? (
                <button type="submit" name="intent" value="unpublish" disabled={busy} className={quiet}>
                  {words.unpublish}
                </button>
              ) : null}
              {item ? (
                <Link
                  to={`${adminContentPath(section)}?ask=delete&id=${item.id}`}
                  className="ml-auto text-sm font-semibold text-red-700 hover:underline"
                >
                  {words.delete}
                </Link>
              ) : null}
            </div>
            <p className="-mt-2 text-xs text-slate-600">{words.saveHelp}</p>
            <div className="flex flex-wrap items-end gap-2 rounded-lg bg-slate-50 p-3">
              <Field id="content-publish-at" label={words.scheduleLabel(zone)} help={words.scheduleHelp} error={errors.publishAt}>
                {(describedBy) => (
                  <input
                    id="content-publish-at"
                    name="publishAt"
                    type="datetime-local"
                    step={1}
                    defaultValue={answer?.publishAt ?? publishAt}
                    aria-invalid={errors.publishAt ? true : undefined}
                    aria-describedby={describedBy}
                    className={input}
                  />
                )}
              </Field>
              <button type="submit" name="intent" value="schedule" disabled={busy} className={quiet}>
                {words.schedule}
              </button>
            </div>
          </Form>
          <TokenGuide tokens={tokens} />
          <Revisions revisions={revisions} />
        </section>
        <section aria-labelledby="preview-heading" className="grid min-w-0 grid-cols-1 content-start gap-2 self-start lg:sticky lg:top-4">
          <div className="flex items-baseline justify-between gap-2">
            <h2 id="preview-heading" className="font-semibold text-slate-900">
              {words.previewHeading}
            </h2>
            <p className="text-xs text-slate-600">{scripted ? words.previewLive : words.previewStatic}</p>
          </div>
          <div data-preview className="max-h-[80vh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <ContentPreviewView preview={live.preview.preview} />
          </div>
        </section>
      </div>
    </div>
  );
}
