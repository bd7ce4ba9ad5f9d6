import type { MouseEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { STATEMENT_PREVIEW } from '~/content/statements';
import { buttonClasses } from '../../button';
import { AskFirst, closeOwnDialog } from '../ask-first';

// Confirm {N} Matched Orders asks first, as a single Confirm Payment does: how many orders and how
// much in all. With JavaScript the question is a <dialog> in place; without it the button is a GET
// form to the statement's page with ?ask=matched, which shows the same question at the top. The
// answer is a plain POST that carries the count and the total asked about: the action confirms only
// when they are still what the matched orders come to.

export interface MatchedQuestion {
  count: number;
  totalCents: number;
  /** The total written out ('$159.98'). */
  total: string;
}

const button =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap shadow-sm disabled:opacity-60';

function ConfirmMatchedForm({
  question,
  onKeep,
  keepHref,
}: {
  question: MatchedQuestion;
  onKeep?: (event: MouseEvent<HTMLButtonElement>) => void;
  keepHref?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'confirm-matched';
  const keep = `${button} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`;
  return (
    <Form method="post" className="mt-4 flex flex-wrap justify-end gap-2">
      <input type="hidden" name="intent" value="confirm-matched" />
      <input type="hidden" name="count" value={question.count} />
      <input type="hidden" name="totalCents" value={question.totalCents} />
      {onKeep ? (
        <button type="button" onClick={onKeep} className={keep}>
          {STATEMENT_PREVIEW.askAll.keep}
        </button>
      ) : keepHref ? (
        <Link to={keepHref} className={keep}>
          {STATEMENT_PREVIEW.askAll.keep}
        </Link>
      ) : null}
      <button type="submit" disabled={busy} className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`}>
        {busy ? STATEMENT_PREVIEW.confirmBusy : STATEMENT_PREVIEW.askAll.submit(question.count)}
      </button>
    </Form>
  );
}

function QuestionText({ question, headingId }: { question: MatchedQuestion; headingId: string }) {
  return (
    <>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {STATEMENT_PREVIEW.askAll.title(question.count)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{STATEMENT_PREVIEW.askAll.body(question.count, question.total)}</p>
    </>
  );
}

/** The question as a page of its own (no JavaScript): shown at the top of the statement. */
export function ConfirmMatchedQuestion({ question, keepHref }: { question: MatchedQuestion; keepHref: string }) {
  return (
    <section aria-labelledby="matched-question" className="rounded-xl border-2 border-emerald-600 bg-white p-5 shadow-sm">
      <QuestionText question={question} headingId="matched-question" />
      <ConfirmMatchedForm question={question} keepHref={keepHref} />
    </section>
  );
}

/** Confirm {N} Matched Orders: asks first, in a dialog (JavaScript) or on the statement's page (without). */
export function ConfirmMatched({ question }: { question: MatchedQuestion }) {
  return (
    <AskFirst
      fields={{ ask: 'matched' }}
      label={STATEMENT_PREVIEW.confirmAll(question.count)}
      buttonClassName={buttonClasses('primary')}
      headingId="matched-dialog"
    >
      <QuestionText question={question} headingId="matched-dialog" />
      <ConfirmMatchedForm question={question} onKeep={closeOwnDialog} />
    </AskFirst>
  );
}
