import type { ReactNode } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { OPERATIONS } from '~/content/operations';
import type { OperationsView } from '~/features/dashboard/operations.server';
import { PATHS } from '~/lib/paths';

function Card({
  title,
  tone = 'plain',
  children,
  testId,
}: {
  title: string;
  tone?: 'plain' | 'alert' | 'news';
  children: ReactNode;
  testId: string;
}) {
  const frame =
    tone === 'alert' ? 'border-red-200 bg-red-50' : tone === 'news' ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white';
  return (
    <div data-testid={testId} className={`min-w-0 rounded-lg border px-3 py-3 text-sm text-slate-700 sm:px-4 ${frame}`}>
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h4>
      <div className="mt-1 grid gap-1">{children}</div>
    </div>
  );
}

function Backups({ backups }: { backups: OperationsView['backups'] }) {
  const words = OPERATIONS.backups;
  const last = backups.last;
  const failed = last?.outcome === 'failed';
  return (
    <Card title={words.title} tone={failed || backups.stale ? 'alert' : 'plain'} testId="backup-status">
      {backups.every === null ? <p>{words.off}</p> : null}
      {backups.every !== null && !last ? <p>{words.none(backups.every, backups.keep)}</p> : null}
      {last && last.error ? (
        <p className="font-semibold text-red-800">{words.failed(backups.lastLabel ?? last.at, last.error)}</p>
      ) : last ? (
        <p>{words.taken(backups.lastLabel ?? last.at, backups.lastAge ?? '', last.file, backups.sizeLabel)}</p>
      ) : null}
      {last?.command ? (
        last.command.exitCode === 0 ? (
          <p>{words.commandOk(last.command.lastLine)}</p>
        ) : (
          <p className="font-semibold text-red-800">{words.commandFailed(last.command.exitCode, last.command.lastLine)}</p>
        )
      ) : null}
      {backups.stale && backups.every ? <p className="font-semibold text-red-800">{words.stale(backups.every)}</p> : null}
      {last && backups.every ? <p className="text-xs text-slate-500">{words.schedule(backups.every, backups.keep)}</p> : null}
      {backups.postgres ? <p className="text-xs text-slate-600">{words.postgres}</p> : null}
    </Card>
  );
}

function Updates({ update }: { update: NonNullable<OperationsView['update']> }) {
  const words = OPERATIONS.updates;
  if (update.kind === 'available') {
    return (
      <Card title={words.title} tone="news" testId="update-status">
        <p className="font-semibold text-slate-900">{update.line}</p>
        {update.label ? <p className="text-xs text-slate-600">{words.released(update.label)}</p> : null}
        {update.notes ? (
          <details className="mt-1">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">{words.notes}</summary>
            <pre className="mt-1 max-h-64 overflow-auto font-sans text-xs whitespace-pre-wrap text-slate-700">{update.notes}</pre>
          </details>
        ) : null}
      </Card>
    );
  }
  return (
    <Card title={words.title} tone={update.kind === 'failed' ? 'alert' : 'plain'} testId="update-status">
      <p className={update.kind === 'failed' ? 'font-semibold text-red-800' : ''}>
        {update.kind === 'failed' ? words.failed(update.label, update.reason) : words.upToDate(update.current, update.label)}
      </p>
    </Card>
  );
}

function Mail({ mail }: { mail: OperationsView['mail'] }) {
  const words = OPERATIONS.mail;
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const busy = navigation.state !== 'idle' && navigation.formAction === PATHS.testEmail;
  return (
    <Card title={words.title} testId="mail-status">
      <p>{mail ? words.setUp(mail.server, mail.from) : words.notSetUp}</p>
      <Form method="post" action={PATHS.testEmail} className="mt-1">
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          {busy ? words.sending : words.send}
        </button>
      </Form>
    </Card>
  );
}

/** Below the setup checklist: how the backups go, whether a newer release is out, and a test of the mail. */
export function OperationsStatus({ operations }: { operations: OperationsView }) {
  return (
    <section aria-labelledby="operations-heading" className="mt-3">
      <h3 id="operations-heading" className="sr-only">
        {OPERATIONS.heading}
      </h3>
      <div className={`grid gap-3 ${operations.update ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
        <Backups backups={operations.backups} />
        {operations.update ? <Updates update={operations.update} /> : null}
        <Mail mail={operations.mail} />
      </div>
    </section>
  );
}
