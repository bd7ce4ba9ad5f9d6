import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { CHECKOUT_DUPLICATE } from '~/content/checkout';
import { HoneypotField } from '~/components/forms/honeypot-field';
import { KeepWhole } from '~/components/keep-whole';

/** The earlier order the question is about, as the page shows it. */
export interface EarlierOrder {
  reference: string;
  plan: string;
  amount: string;
  placedLabel: string;
}

const button =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg px-5 py-3 text-center text-base font-semibold shadow-sm disabled:opacity-60 sm:w-auto';

/**
 * Asked before a second order of the same plan from the same address: did the buyer pay with the
 * earlier order's reference? A plain form with both answers as its buttons, carrying every value the
 * buyer typed, so either answer works with or without JavaScript and nothing is typed twice.
 */
export function DuplicateQuestion({
  earlier,
  plan,
  values,
}: {
  earlier: EarlierOrder;
  plan: string;
  values: { name?: string; email?: string; reference?: string; referenceSignature?: string; paidReference?: string; renew?: string };
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.has('duplicate') === true;
  // With JavaScript the question replaces the form in place: take the reader (and the screen) to it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="duplicate-title"
      className="rounded-2xl border-2 border-amber-400 bg-white p-6 shadow-lg shadow-slate-200/60 sm:p-8"
      data-testid="duplicate-question"
    >
      <h2 id="duplicate-title" ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none">
        {CHECKOUT_DUPLICATE.title}
      </h2>
      <p className="mt-4 text-lg font-medium text-slate-900">
        <KeepWhole text={CHECKOUT_DUPLICATE.question(earlier.reference, earlier.plan, earlier.amount)} words={[earlier.reference]} />
      </p>
      <p className="mt-2 text-slate-600">{CHECKOUT_DUPLICATE.placed(earlier.placedLabel)}</p>
      <Form method="post" className="relative mt-6 grid gap-4">
        <input type="hidden" name="plan" value={plan} />
        <input type="hidden" name="name" value={values.name ?? ''} />
        <input type="hidden" name="email" value={values.email ?? ''} />
        <input type="hidden" name="reference" value={values.reference ?? ''} />
        <input type="hidden" name="referenceSignature" value={values.referenceSignature ?? ''} />
        {values.paidReference ? <input type="hidden" name="paidReference" value={values.paidReference} /> : null}
        {values.renew ? <input type="hidden" name="renew" value={values.renew} /> : null}
        <input type="hidden" name="existing" value={earlier.reference} />
        <HoneypotField idPrefix="duplicate" />
        <div className="grid gap-2">
          <button
            type="submit"
            name="duplicate"
            value="mine"
            disabled={busy}
            className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {CHECKOUT_DUPLICATE.yes}
          </button>
          <p className="text-sm text-slate-600">
            <KeepWhole text={CHECKOUT_DUPLICATE.yesNote(values.email ?? '')} words={[values.email ?? '']} />
          </p>
        </div>
        <div className="grid gap-2">
          <button
            type="submit"
            name="duplicate"
            value="second"
            disabled={busy}
            className={`${button} bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50`}
          >
            {CHECKOUT_DUPLICATE.no}
          </button>
          <p className="text-sm text-slate-600">
            <KeepWhole text={CHECKOUT_DUPLICATE.noNote(values.reference ?? '')} words={[values.reference ?? '']} />
          </p>
        </div>
      </Form>
    </section>
  );
}
