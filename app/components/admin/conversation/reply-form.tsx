import { useRef, useState, type MouseEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ReplyField } from '~/components/field';
import { HELP_DESK_PATHS } from '~/lib/paths';
import { CONVERSATION, CONVERSATION_TOASTS } from '~/content/help-desk';
import type { ConversationView } from '~/features/requests/conversation.server';
import { MAX_REPLY } from '~/features/requests/status';
import { FormStatus } from '../../toast-status';
import type { ConversationFormState } from './conversation-forms';

const button = 'rounded-md px-4 py-2 text-sm font-semibold shadow-sm disabled:opacity-60';

/**
 * The reply: a plain POST carrying the id of the latest message on the page, so nothing is sent over
 * a newer one. "Insert" adds the chosen saved reply (its placeholders filled in) to what was typed,
 * in the browser; without JavaScript it posts the same form, and the page comes back with the whole
 * draft and the saved reply in the box. The draft never goes into an address, and past the reply's
 * limit nothing is inserted and the box says so. The box empties after a reply is sent and keeps
 * the draft when one is refused (ReplyField).
 */
export function ReplyForm({ view, draft, state }: { view: ConversationView; draft: string; state: ConversationFormState | undefined }) {
  const navigation = useNavigation();
  const box = useRef<HTMLTextAreaElement>(null);
  const chooser = useRef<HTMLSelectElement>(null);
  const [insertError, setInsertError] = useState<string | null>(null);
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'reply';
  const refused = state?.intent === 'reply' ? state : undefined;
  const inserted = state?.intent === 'insert' ? state : undefined;
  const error = insertError ?? inserted?.errors.body ?? refused?.errors.body ?? null;

  function insertHere(event: MouseEvent<HTMLButtonElement>) {
    const chosen = view.savedReplies.find((reply) => String(reply.id) === chooser.current?.value);
    if (!box.current || !chosen) return; // the form posts, and the server inserts it
    event.preventDefault();
    const before = box.current.value.trimEnd();
    const next = before ? `${before}\n\n${chosen.text}` : chosen.text;
    if (next.length > MAX_REPLY) {
      setInsertError(CONVERSATION_TOASTS.insertTooLong(MAX_REPLY).description);
      return;
    }
    box.current.value = next;
    setInsertError(null);
    box.current.focus();
  }
  return (
    <section aria-labelledby="reply-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="reply-heading" className="text-base font-semibold text-slate-900">
        {CONVERSATION.replyTitle}
      </h2>
      {refused?.newerThan !== null && refused?.newerThan !== undefined ? (
        <div role="alert" className="mt-3 rounded-lg border-2 border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">{CONVERSATION.newerMessage}</p>
          <p className="mt-1">{CONVERSATION.newerMessageHint}</p>
        </div>
      ) : null}
      <FormStatus form="reply" failure={(refused ?? inserted)?.toast ?? undefined} />
      <Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="lastSeen" value={view.lastMessageId} />
        <ReplyField
          ref={box}
          id="reply-body"
          name="body"
          label={CONVERSATION.replyLabel}
          hint={CONVERSATION.replyHint}
          error={error ?? undefined}
          rows={8}
          maxLength={MAX_REPLY}
          draft={(refused ?? inserted)?.draft ?? draft}
          className="text-sm"
        />
        <div className="flex flex-wrap items-end gap-2">
          {view.savedReplies.length > 0 ? (
            <>
              <div className="grid gap-1">
                <label htmlFor="saved-reply" className="text-xs font-medium text-slate-600">
                  {CONVERSATION.savedReply}
                </label>
                <select
                  ref={chooser}
                  id="saved-reply"
                  name="insert"
                  className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
                >
                  {view.savedReplies.map((reply) => (
                    <option key={reply.id} value={reply.id}>
                      {reply.name}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="submit"
                name="insert-saved"
                value="1"
                formNoValidate
                onClick={insertHere}
                className={`${button} border border-slate-300 bg-white text-slate-800`}
              >
                {CONVERSATION.insert}
              </button>
            </>
          ) : (
            <p className="text-xs text-slate-600">{CONVERSATION.noSaved}</p>
          )}
          <Link to={HELP_DESK_PATHS.savedReplies} className="text-xs font-semibold text-brand-700 hover:underline">
            {CONVERSATION.manageSaved}
          </Link>
        </div>
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <button type="submit" disabled={sending} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
            {sending && navigation.formData?.get('close') !== '1' ? CONVERSATION.sending : CONVERSATION.sendReply}
          </button>
          <button
            type="submit"
            name="close"
            value="1"
            disabled={sending}
            className={`${button} bg-slate-800 text-white hover:bg-slate-900`}
          >
            {sending && navigation.formData?.get('close') === '1' ? CONVERSATION.sending : CONVERSATION.sendAndClose}
          </button>
        </div>
      </Form>
    </section>
  );
}
