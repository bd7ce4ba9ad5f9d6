import type { ReactNode } from 'react';
import { EmailAddress } from '~/components/email-address';
import { CONVERSATION } from '~/content/help-desk';
import type { AttachmentView, ConversationView, ThreadEntry } from '~/features/requests/conversation.server';

const TONES: Record<ThreadEntry['kind'], string> = {
  reply: 'border-brand-100 bg-brand-50',
  customer: 'border-slate-200 bg-white',
  note: 'border-amber-300 bg-amber-50',
  system: 'border-dashed border-slate-300 bg-slate-50',
};

/** People's words as text, line breaks kept: nothing from a visitor or an e-mail is ever rendered as HTML. */
function Words({ text }: { text: string }) {
  return <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{text}</p>;
}

function Attachments({ files }: { files: AttachmentView[] }) {
  if (files.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2">
      <h4 className="text-xs font-semibold text-slate-600 uppercase">{CONVERSATION.attachments}</h4>
      <ul className="mt-1 grid gap-1 text-sm">
        {files.map((file) => (
          <li key={file.id} className="break-all">
            {file.href ? (
              // A plain link: the download is a file, never a page the router renders.
              <a href={file.href} download className="font-semibold text-brand-700 hover:underline">
                {file.fileName}
              </a>
            ) : (
              <span className="font-semibold text-slate-700">{file.fileName}</span>
            )}{' '}
            <span className="text-slate-600">
              ({file.sizeLabel}
              {file.href ? '' : `, ${CONVERSATION.notKept}`})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Entry({
  id,
  tone,
  heading,
  meta,
  isNew,
  children,
}: {
  id: string;
  tone: string;
  heading: ReactNode;
  meta: ReactNode;
  isNew?: boolean;
  children: ReactNode;
}) {
  return (
    <li id={id} className={`scroll-mt-4 rounded-lg border px-4 py-3 ${tone}`}>
      <article aria-labelledby={`${id}-heading`}>
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 id={`${id}-heading`} className="text-sm font-semibold break-words text-slate-900">
            {heading}
            {isNew ? (
              <span className="ml-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">{CONVERSATION.newBadge}</span>
            ) : null}
          </h3>
          <p className="text-xs text-slate-600">{meta}</p>
        </div>
        {children}
      </article>
    </li>
  );
}

/** A name as the sender gave it, and the address it came from beside it (unless the name is the address). */
function Sender({ entry }: { entry: ThreadEntry }) {
  if (!entry.address) return <>{entry.author}</>;
  if (entry.address === entry.author) return <EmailAddress address={entry.address} testId="sender-address" />;
  return (
    <>
      {entry.author} &lt;
      <EmailAddress address={entry.address} testId="sender-address" />
      &gt;
    </>
  );
}

function headingOf(entry: ThreadEntry): ReactNode {
  switch (entry.kind) {
    case 'reply':
      return `${CONVERSATION.reply} from ${entry.author}`;
    case 'customer':
      return (
        <>
          <Sender entry={entry} /> ({entry.channel === 'page' ? CONVERSATION.viaPage : CONVERSATION.viaEmail})
        </>
      );
    case 'note':
      return `${CONVERSATION.note} by ${entry.author}`;
    case 'system':
      return (
        <>
          {CONVERSATION.system} from <Sender entry={entry} />
        </>
      );
  }
}

/** The request's thread, oldest first: the original, then every reply, customer message, note and system message. */
export function Thread({ view, newerThan }: { view: ConversationView; newerThan: number | null }) {
  return (
    <ol className="grid gap-3" aria-label={CONVERSATION.thread}>
      <Entry
        id="original"
        tone="border-slate-200 bg-white"
        heading={
          <>
            {CONVERSATION.original}: {view.customer.name} &lt;
            <EmailAddress address={view.customer.email} testId="sender-address" />
            &gt;
          </>
        }
        meta={<time dateTime={view.original.at}>{view.original.atLabel}</time>}
      >
        {view.customer.facts.length > 0 ? (
          <dl className="mb-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            {view.customer.facts.map(([label, value]) => (
              <div key={label}>
                <dt className="inline text-slate-600">{label}: </dt>
                <dd className="inline break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {view.original.text ? <Words text={view.original.text} /> : null}
        <Attachments files={view.original.attachments} />
      </Entry>
      {view.thread.map((entry) => (
        <Entry
          key={entry.id}
          id={`message-${entry.id}`}
          tone={TONES[entry.kind]}
          heading={headingOf(entry)}
          isNew={newerThan !== null && entry.id > newerThan}
          meta={
            <>
              <time dateTime={entry.at}>{entry.atLabel}</time>
              {entry.mail ? (
                <span className={entry.mail.status === 'failed' || entry.mail.status === 'skipped' ? 'font-semibold text-red-800' : ''}>
                  {' · '}
                  {CONVERSATION.mailState[entry.mail.status]}
                  {entry.mail.error && entry.mail.status !== 'sent' ? `: ${entry.mail.error}` : ''}
                </span>
              ) : null}
            </>
          }
        >
          {entry.otherAddress ? (
            <p className="mb-1 text-xs font-semibold text-red-800" data-testid="other-address">
              {CONVERSATION.otherAddress}
            </p>
          ) : null}
          {entry.kind === 'note' ? <p className="mb-1 text-xs text-amber-900">{CONVERSATION.noteHint}</p> : null}
          {entry.kind === 'system' ? <p className="mb-1 text-xs text-slate-600">{CONVERSATION.systemHint}</p> : null}
          <Words text={entry.body} />
          {entry.original ? (
            <details className="mt-2">
              <summary className="cursor-pointer text-xs font-semibold text-brand-700">{CONVERSATION.showQuoted}</summary>
              <pre className="mt-1 max-h-80 overflow-auto rounded bg-slate-50 p-2 font-sans text-xs break-words whitespace-pre-wrap text-slate-700">
                {entry.original}
              </pre>
            </details>
          ) : null}
          <Attachments files={entry.attachments} />
        </Entry>
      ))}
    </ol>
  );
}
