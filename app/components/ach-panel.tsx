import { CHECKOUT_PAGE } from '~/content/checkout';
import { BANK_FIELDS } from '~/features/settings/bank-fields';
import type { AchDetails } from '~/features/settings/model';
import { CopyButton } from './copy-button';
import { Icon } from './icons';

/** The bank details a buyer types into their bank's transfer form, each copyable with JavaScript. */
export function AchPanel({ details, reference, amount }: { details: AchDetails; reference: string | null; amount: string }) {
  return (
    <section aria-labelledby="ach-title" className="rounded-xl border-2 border-brand-600 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name="bank" className="size-6" />
        </span>
        <div>
          <h2 id="ach-title" className="text-lg font-bold text-slate-900">
            {CHECKOUT_PAGE.achTitle}
          </h2>
          <p className="text-sm text-slate-600">{CHECKOUT_PAGE.achIntro}</p>
        </div>
      </div>
      <dl className="mt-5 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-slate-50">
        <AchRow label={CHECKOUT_PAGE.amountLabel} value={amount} tone="strong" testId="transfer-amount" />
        {reference ? <AchRow label={CHECKOUT_PAGE.referenceLabel} value={reference} tone="brand" testId="payment-reference" /> : null}
        {BANK_FIELDS.map((field) => (
          <AchRow
            key={field.name}
            label={field.label}
            value={details[field.name]}
            breaks={NUMBER_FIELDS.has(field.name) ? 'anywhere' : 'words'}
          />
        ))}
      </dl>
    </section>
  );
}

/** Long numbers may break anywhere; names (holder, bank), amounts and the reference break only at spaces and hyphens. */
const NUMBER_FIELDS = new Set<keyof AchDetails>(['accountNumber', 'routingNumber']);

const ROW_TONES = {
  plain: { row: '', label: 'text-slate-600', value: 'text-base font-semibold text-slate-900' },
  strong: { row: '', label: 'text-slate-600', value: 'text-lg font-bold text-slate-900' },
  brand: { row: 'bg-brand-50', label: 'text-brand-800', value: 'text-lg font-bold text-brand-900' },
} as const;

/** One value to type into the bank's form: its label, the value (selectable), and a copy button with JavaScript. */
export function AchRow({
  label,
  value,
  tone = 'plain',
  testId,
  breaks = 'words',
}: {
  label: string;
  value: string;
  tone?: keyof typeof ROW_TONES;
  testId?: string;
  breaks?: 'words' | 'anywhere';
}) {
  const classes = ROW_TONES[tone];
  return (
    <div className={`px-4 py-3 ${classes.row}`}>
      <dt className={`text-xs font-medium tracking-wide uppercase ${classes.label}`}>{label}</dt>
      <dd className="mt-0.5 flex items-center justify-between gap-3">
        <span
          data-testid={testId}
          data-breaks={breaks}
          className={`min-w-0 font-mono select-all ${breaks === 'anywhere' ? 'break-all' : 'break-words'} ${classes.value}`}
        >
          {value}
        </span>
        <CopyButton value={value} label={label} />
      </dd>
    </div>
  );
}

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
