import { MAILBOX } from '~/content/help-desk';
import type { MailboxProblemsView } from '~/features/inbound-mail/mailbox-view.server';

/** The mailbox's messages the site did not import: set aside or too large (listed, the set-aside ones to download), and those held back by the limits. */
export function MailboxProblems({ problems }: { problems: MailboxProblemsView | null }) {
  if (!problems || (problems.notImportedCount === 0 && problems.held.count === 0)) return null;
  return (
    <div className="grid gap-2">
      {problems.held.count > 0 ? (
        <p data-testid="mailbox-held" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {MAILBOX.held(problems.held.count, problems.held.nextLabel)}
        </p>
      ) : null}
      {problems.notImportedCount > 0 ? (
        <details className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-950" data-testid="mailbox-not-imported">
          <summary className="cursor-pointer font-semibold">{MAILBOX.notImportedTitle(problems.notImportedCount)}</summary>
          <p className="mt-1 text-red-900">
            {MAILBOX.notImportedHint}
            {problems.notImportedCount > problems.notImported.length ? ` ${MAILBOX.notImportedMore(problems.notImported.length)}` : ''}
          </p>
          <ul className="mt-2 grid gap-2">
            {problems.notImported.map((message) => (
              <li key={message.id} className="rounded-md border border-red-200 bg-white px-3 py-2 text-slate-800">
                <p className="font-semibold break-words">
                  {MAILBOX.notImportedStates[message.state]}: {message.subject || MAILBOX.noSubject}
                </p>
                <p className="text-xs break-words text-slate-600">
                  {MAILBOX.from(message.sender)} · {message.sizeLabel} · <time dateTime={message.at}>{message.atLabel}</time>
                </p>
                <p className="mt-1 break-words">{message.reason}</p>
                {message.href ? (
                  // A plain link: the download is a file, never a page the router renders.
                  <a href={message.href} download className="mt-1 inline-block font-semibold text-brand-700 hover:underline">
                    {MAILBOX.download}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
