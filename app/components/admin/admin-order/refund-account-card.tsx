import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/button';
import { TextField } from '~/components/field';
import { ToastStatus } from '~/components/toast-status';
import { REAUTH } from '~/content/admin-security';
import { REFUND_ACCOUNT_ADMIN } from '~/content/admin-orders';
import type { AdminOrderView } from '~/features/dashboard/admin-order.server';
import type { ToastMessage } from '~/lib/toast';

/** What Reveal answered: the whole account, or why not (and which field to fix). */
export type RevealState =
  | { reveal: 'shown'; rows: [string, string][] }
  | { reveal: 'refused'; toast: ToastMessage; errors: Partial<Record<'password' | 'code', string>> };

/**
 * While a refund is due: the account the buyer gave for it, masked, and Reveal, which asks for the
 * password (and the code) every time; the whole account is shown in the answer to that post only.
 * Or, until the buyer gives one, that it is awaited.
 */
export function RefundAccountCard({
  account,
  twoFactor,
  state,
}: {
  account: NonNullable<AdminOrderView['refundAccount']>;
  twoFactor: boolean;
  state: RevealState | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'reveal-refund-account';
  if (!account.masked) return <p className="text-sm text-slate-700">{REFUND_ACCOUNT_ADMIN.awaited}</p>;
  const refused = state?.reveal === 'refused' ? state : undefined;
  return (
    <div className="grid gap-4 text-sm">
      <p className="text-slate-900">
        <span data-testid="refund-account-masked" className="font-medium">
          {account.masked}
        </span>
        {account.givenLabel ? <span className="block text-xs text-slate-500">{REFUND_ACCOUNT_ADMIN.given(account.givenLabel)}</span> : null}
      </p>
      {state?.reveal === 'shown' ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-amber-50 p-3" data-testid="refund-account-revealed">
          {state.rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-mono break-all text-slate-900 select-all">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Form method="post" className="grid gap-3" key={refused?.toast.id ?? 'reveal'}>
          <ToastStatus toast={refused?.toast} className="mb-0" />
          <input type="hidden" name="intent" value="reveal-refund-account" />
          <p className="text-slate-700">{twoFactor ? REFUND_ACCOUNT_ADMIN.revealTextTwoFactor : REFUND_ACCOUNT_ADMIN.revealText}</p>
          <TextField
            id="reveal-password"
            name="reauthPassword"
            type="password"
            label={REAUTH.passwordLabel}
            autoComplete="current-password"
            required
            error={refused?.errors.password}
          />
          {twoFactor ? (
            <TextField
              id="reveal-code"
              name="reauthCode"
              label={REAUTH.codeLabel}
              hint={REAUTH.codeHint}
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={40}
              required
              error={refused?.errors.code}
            />
          ) : null}
          <div>
            <Button type="submit" variant="secondary" disabled={busy} aria-disabled={busy}>
              {busy ? REFUND_ACCOUNT_ADMIN.revealBusy : REFUND_ACCOUNT_ADMIN.reveal}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
