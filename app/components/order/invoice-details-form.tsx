import { Form } from 'react-router';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { FormStatus } from '~/components/toast-status';
import { ORDER_CHANGES } from '~/content/orders';
import { INVOICE_DETAIL_LABELS, INVOICE_DETAIL_LIMITS, type InvoiceDetailField } from '~/features/orders/buyer-form-fields';
import type { OrderPageView } from '~/features/orders/order-page.server';
import { ORDER_INTENTS, useIntentBusy, type OrderFormState } from './order-forms';

const FIELDS: { name: InvoiceDetailField; autoComplete: string }[] = [
  { name: 'company', autoComplete: 'organization' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'vatId', autoComplete: 'off' },
];

/** Before confirmation: the optional company name, address and VAT ID the invoice names. */
export function InvoiceDetailsForm({
  token,
  saved,
  state,
}: {
  token: string;
  saved: OrderPageView['invoiceDetails'];
  state: OrderFormState | undefined;
}) {
  const busy = useIntentBusy(ORDER_INTENTS.invoiceDetails);
  const mine = state?.intent === ORDER_INTENTS.invoiceDetails ? state : undefined;
  return (
    <section aria-labelledby="invoice-details-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="invoice-details-title" className="text-lg font-bold text-slate-900">
        {ORDER_CHANGES.invoice.title}
      </h2>
      <p className="mt-1 text-slate-700">{ORDER_CHANGES.invoice.intro}</p>
      <div className="mt-4">
        <FormStatus form={ORDER_INTENTS.invoiceDetails} failure={mine?.toast} />
        <Form method="post" noValidate className="grid gap-4">
          <input type="hidden" name="intent" value={ORDER_INTENTS.invoiceDetails} />
          <input type="hidden" name="token" value={token} />
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`invoice-${field.name}`}
              name={field.name}
              label={`${INVOICE_DETAIL_LABELS[field.name]} (optional)`}
              autoComplete={field.autoComplete}
              maxLength={INVOICE_DETAIL_LIMITS[field.name]}
              defaultValue={mine?.values[field.name] ?? saved[field.name]}
              error={mine?.errors[field.name]}
            />
          ))}
          <div>
            <SubmitButton busy={busy} busyLabel={ORDER_CHANGES.invoice.busy} variant="secondary" className="min-h-11">
              {ORDER_CHANGES.invoice.submit}
            </SubmitButton>
          </div>
        </Form>
      </div>
    </section>
  );
}

/** After confirmation: the details the invoice named, read-only. */
export function InvoiceDetailsSaved({ saved }: { saved: OrderPageView['invoiceDetails'] }) {
  const rows = FIELDS.filter((field) => saved[field.name] !== '');
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="invoice-details-saved" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="invoice-details-saved" className="text-lg font-bold text-slate-900">
        {ORDER_CHANGES.invoice.saved}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        {rows.map((field) => (
          <div key={field.name} className="contents">
            <dt className="text-slate-600">{INVOICE_DETAIL_LABELS[field.name]}</dt>
            <dd className="break-words">{saved[field.name]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
