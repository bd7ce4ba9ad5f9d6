import { Form, useNavigation } from 'react-router';
import { HELP_DESK_PATHS } from '~/lib/paths';
import { MAILBOX } from '~/content/help-desk';
import type { MailboxView } from '~/features/inbound-mail/mailbox-view.server';

/** How the mailbox is doing, and Check Mail Now (a plain POST that comes back here). */
export function MailboxLine({ mailbox, back }: { mailbox: MailboxView; back: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === HELP_DESK_PATHS.checkMail;
  if (mailbox.kind === 'not-set-up') return <p className="text-sm text-slate-600">{MAILBOX.notSetUp}</p>;
  const text =
    mailbox.kind === 'unreachable'
      ? MAILBOX.unreachable(mailbox.sinceLabel, mailbox.reason)
      : mailbox.kind === 'reachable'
        ? MAILBOX.lastChecked(mailbox.checkedLabel)
        : MAILBOX.notChecked;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
      <p
        data-testid="mailbox-status"
        className={`text-sm ${mailbox.kind === 'unreachable' ? 'font-semibold text-red-800' : 'text-slate-700'}`}
      >
        {text}
      </p>
      <Form method="post" action={HELP_DESK_PATHS.checkMail}>
        <input type="hidden" name="back" value={back} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          {busy ? MAILBOX.checking : MAILBOX.checkNow}
        </button>
      </Form>
    </div>
  );
}
