import { Form } from 'react-router';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { FormStatus } from '~/components/toast-status';
import { REFUND_ACCOUNT_FORM } from '~/content/orders';
import { REFUND_ACCOUNT_LABELS, type RefundAccountField } from '~/features/orders/refund-account';
import type { OrderPageView } from '~/features/orders/order-page.server';
import { ORDER_INTENTS, useIntentBusy, type OrderFormState } from './order-forms';

const US_FIELDS: { name: RefundAccountField; inputMode: 'numeric' | 'text' }[] = [
  { name: 'routingNumber', inputMode: 'numeric' },
  { name: 'accountNumber', inputMode: 'numeric' },
];
const INTERNATIONAL_FIELDS: { name: RefundAccountField; inputMode: 'numeric' | 'text' }[] = [
  { name: 'iban', inputMode: 'text' },
  { name: 'bic', inputMode: 'text' },
];

/**
 * While a refund is due: the account it goes to. A plain form: the choice of a US account or one
 * abroad is a pair of radio buttons, with both groups of fields shown (only the chosen group is read),
 * so it needs no script. The account given is shown masked; giving another replaces it.
 */
export function RefundAccountForm({
  token,
  given,
  state,
}: {
  token: string;
  given: OrderPageView['refundAccount'];
  state: OrderFormState | undefined;
}) {
  const busy = useIntentBusy(ORDER_INTENTS.refundAccount);
  const mine = state?.intent === ORDER_INTENTS.refundAccount ? state : undefined;
  const kind = mine?.values.accountKind ?? '';
  const field = (name: RefundAccountField, inputMode: 'numeric' | 'text') => (
    <TextField
      key={name}
      id={`refund-${name}`}
      name={name}
      label={REFUND_ACCOUNT_LABELS[name]}
      inputMode={inputMode}
      autoComplete="off"
      spellCheck={false}
      maxLength={64}
      defaultValue={mine?.values[name] ?? ''}
      error={mine?.errors[name]}
    />
  );
  return (
    <section
      id="refund-account"
      aria-labelledby="refund-account-title"
      className="scroll-mt-24 rounded-2xl border-2 border-amber-400 bg-white p-6 shadow-sm"
    >
      <h2 id="refund-account-title" className="text-lg font-bold text-slate-900">
        {REFUND_ACCOUNT_FORM.title}
      </h2>
      <p className="mt-1 text-slate-700">{REFUND_ACCOUNT_FORM.intro}</p>
      {given ? (
        <p className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="refund-account-given">
          {REFUND_ACCOUNT_FORM.given(given.masked, given.givenLabel)} {REFUND_ACCOUNT_FORM.change}
        </p>
      ) : null}
      <div className="mt-4">
        <FormStatus form={ORDER_INTENTS.refundAccount} failure={mine?.toast} />
        <Form method="post" noValidate className="grid gap-4" key={mine?.toast.id ?? 'refund-account'}>
          <input type="hidden" name="intent" value={ORDER_INTENTS.refundAccount} />
          <input type="hidden" name="token" value={token} />
          {field('holder', 'text')}
          <fieldset className="grid gap-2" aria-describedby={mine?.errors.accountKind ? 'refund-kind-error' : undefined}>
            <legend className="text-sm font-medium text-slate-800">{REFUND_ACCOUNT_LABELS.accountKind}</legend>
            <label className="flex min-h-11 items-center gap-2 text-slate-800">
              <input type="radio" name="accountKind" value="us" defaultChecked={kind === 'us'} className="size-4" />
              {REFUND_ACCOUNT_FORM.us}
            </label>
            <label className="flex min-h-11 items-center gap-2 text-slate-800">
              <input type="radio" name="accountKind" value="international" defaultChecked={kind === 'international'} className="size-4" />
              {REFUND_ACCOUNT_FORM.international}
            </label>
            {mine?.errors.accountKind ? (
              <p id="refund-kind-error" className="text-sm font-medium text-red-700">
                {mine.errors.accountKind}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-slate-900">{REFUND_ACCOUNT_FORM.us}</legend>
            {US_FIELDS.map((f) => field(f.name, f.inputMode))}
          </fieldset>
          <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-slate-900">{REFUND_ACCOUNT_FORM.international}</legend>
            {INTERNATIONAL_FIELDS.map((f) => field(f.name, f.inputMode))}
          </fieldset>
          <div>
            <SubmitButton busy={busy} busyLabel={REFUND_ACCOUNT_FORM.busy} className="min-h-11">
              {REFUND_ACCOUNT_FORM.submit}
            </SubmitButton>
          </div>
        </Form>
      </div>
    </section>
  );
}
