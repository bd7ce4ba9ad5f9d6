import { Form, useNavigation } from 'react-router';
import { DEFAULT_CANCEL_REASON } from '~/content/admin';
import { MAX_CANCEL_REASON } from '~/features/orders/status';

// The forms of one order row. Plain POSTs: they work without JavaScript.

function useBusy(intent: string, orderId: number) {
  const navigation = useNavigation();
  return (
    navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData?.get('orderId') === String(orderId)
  );
}

const button =
  'inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap shadow-sm disabled:opacity-60 max-md:w-full';

export function ConfirmPayment({ orderId, reference }: { orderId: number; reference: string }) {
  const busy = useBusy('confirm-order', orderId);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="confirm-order" />
      <input type="hidden" name="orderId" value={orderId} />
      <button type="submit" disabled={busy} className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`}>
        {busy ? 'Confirming...' : 'Confirm Payment'}
        <span className="sr-only"> for order {reference}</span>
      </button>
    </Form>
  );
}

export function CancelOrder({ orderId, reference }: { orderId: number; reference: string }) {
  const busy = useBusy('cancel-order', orderId);
  const field = `cancel-reason-${orderId}`;
  return (
    <Form method="post" className="mt-2 grid gap-1 text-left">
      <input type="hidden" name="intent" value="cancel-order" />
      <input type="hidden" name="orderId" value={orderId} />
      <label htmlFor={field} className="text-xs font-medium text-slate-600">
        Reason<span className="sr-only"> for cancelling order {reference}</span>
      </label>
      <div className="flex gap-2 max-md:flex-col">
        <input
          id={field}
          name="reason"
          required
          maxLength={MAX_CANCEL_REASON}
          defaultValue={DEFAULT_CANCEL_REASON}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm"
        />
        <button type="submit" disabled={busy} className={`${button} bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50`}>
          {busy ? 'Cancelling...' : 'Cancel Order'}
          <span className="sr-only"> {reference}</span>
        </button>
      </div>
    </Form>
  );
}

export function ResendMail({ orderId, reference }: { orderId: number; reference: string }) {
  const busy = useBusy('resend-mail', orderId);
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="intent" value="resend-mail" />
      <input type="hidden" name="orderId" value={orderId} />
      <button type="submit" disabled={busy} className={`${button} bg-white text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50`}>
        {busy ? 'Queuing...' : 'Resend e-mail'}
        <span className="sr-only"> for order {reference}</span>
      </button>
    </Form>
  );
}
