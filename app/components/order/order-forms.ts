import { useNavigation } from 'react-router';
import type { ToastMessage } from '~/lib/toast';

/** The order page's forms, by the intent each one posts. */
export const ORDER_INTENTS = {
  correctEmail: 'correct-email',
  invoiceDetails: 'invoice-details',
  freshLink: 'fresh-link',
  deactivateDevice: 'deactivate-device',
  refundAccount: 'refund-account',
} as const;
export type OrderIntent = (typeof ORDER_INTENTS)[keyof typeof ORDER_INTENTS];

/** What the order page's action answers for a refused form: which form, its message, errors and the values kept. */
export interface OrderFormState {
  intent: OrderIntent;
  toast: ToastMessage;
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
}

/** Whether the form posting `intent` is in flight (its post, and the redirect after it). */
export function useIntentBusy(intent: OrderIntent): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}
