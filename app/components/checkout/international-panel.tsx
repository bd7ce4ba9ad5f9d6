import { CopyButton } from '~/components/copy-button';
import { CHECKOUT_INTERNATIONAL, CHECKOUT_PAGE } from '~/content/checkout';
import { WIRE_FIELDS } from '~/features/settings/fields';
import type { WireDetails } from '~/features/settings/model';

/**
 * "Paying from outside the US?", folded under the US bank details (a <details>: no script): where a
 * wire in US dollars goes (IBAN, BIC/SWIFT, the bank's name and address, an intermediary bank), to the
 * same account holder, with the same reference, and a note that banks on the way may take a fee.
 */
export function InternationalPanel({
  wire,
  accountHolder,
  reference,
  amount,
}: {
  wire: WireDetails;
  accountHolder: string;
  reference: string;
  amount: string;
}) {
  const rows: [string, string, string?][] = [
    [CHECKOUT_PAGE.amountLabel, `${amount} (USD)`],
    [CHECKOUT_PAGE.referenceLabel, reference, 'international-reference'],
    [CHECKOUT_INTERNATIONAL.beneficiary, accountHolder],
    ...WIRE_FIELDS.filter((field) => wire[field.name].trim() !== '').map((field): [string, string] => [field.label, wire[field.name]]),
  ];
  return (
    <details className="group rounded-xl border border-slate-300 bg-white shadow-sm" data-testid="international-details">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-5 py-3 font-semibold text-slate-900">
        {CHECKOUT_INTERNATIONAL.summary}
        <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="grid gap-4 border-t border-slate-200 px-5 py-4">
        <p className="text-sm text-slate-700">{CHECKOUT_INTERNATIONAL.intro(amount)}</p>
        <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-slate-50">
          {rows.map(([label, value, testId]) => (
            <div key={label} className="px-4 py-3">
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
              <dd className="mt-0.5 flex items-center justify-between gap-3">
                <span data-testid={testId} className="min-w-0 font-mono text-base font-semibold break-words text-slate-900 select-all">
                  {value}
                </span>
                <CopyButton value={value} label={label} />
              </dd>
            </div>
          ))}
        </dl>
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {CHECKOUT_INTERNATIONAL.feeNote}
        </p>
      </div>
    </details>
  );
}
