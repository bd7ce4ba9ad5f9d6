import { AchRow } from '~/components/ach-panel';

/** The international details as checkout shows them: the words and the rows (label, value, test id), made by the loader. */
export interface InternationalView {
  summary: string;
  intro: string;
  feeNote: string;
  rows: [label: string, value: string, testId?: string][];
}

/**
 * "Paying from outside the US?", folded under the US bank details (a <details>: no script): where a
 * wire in US dollars goes (IBAN, BIC/SWIFT, the bank's name and address, an intermediary bank), to the
 * same account holder, with the same reference, and a note that banks on the way may take a fee.
 */
export function InternationalPanel({ view }: { view: InternationalView }) {
  return (
    <details className="rounded-xl border border-slate-300 bg-white shadow-sm">
      <summary className="min-h-11 cursor-pointer px-5 py-3 font-semibold text-slate-900">{view.summary}</summary>
      <div className="grid gap-4 border-t border-slate-200 px-5 py-4">
        <p className="text-sm text-slate-700">{view.intro}</p>
        <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-slate-50">
          {view.rows.map(([label, value, testId]) => (
            <AchRow key={label} label={label} value={value} testId={testId} />
          ))}
        </dl>
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {view.feeNote}
        </p>
      </div>
    </details>
  );
}
