import { STATEMENT_PREVIEW } from '~/content/statements';
import { buttonClasses } from '../../button';
import { AskFirst, QuestionAnswer, QuestionOnPage } from '../ask-first';

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

/** The answer: the count and total asked about, with Keep (the dialog's, or a link back to the statement). */
function ConfirmMatchedForm({ question, keepHref }: { question: MatchedQuestion; keepHref?: string }) {
  return (
    <QuestionAnswer
      fields={[
        ['intent', 'confirm-matched'],
        ['count', String(question.count)],
        ['totalCents', String(question.totalCents)],
      ]}
      keep={STATEMENT_PREVIEW.askAll.keep}
      keepHref={keepHref}
      answer={STATEMENT_PREVIEW.askAll.submit(question.count)}
      busyLabel={STATEMENT_PREVIEW.confirmBusy}
    />
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
    <QuestionOnPage headingId="matched-question">
      <QuestionText question={question} headingId="matched-question" />
      <ConfirmMatchedForm question={question} keepHref={keepHref} />
    </QuestionOnPage>
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
      <ConfirmMatchedForm question={question} />
    </AskFirst>
  );
}
