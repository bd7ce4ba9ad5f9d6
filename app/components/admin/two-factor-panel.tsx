import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses, SubmitButton } from '~/components/button';
import { TWO_FACTOR_PANEL } from '~/content/admin-security';
import { PATHS } from '~/lib/paths';
import { Panel } from './panel';

export interface TwoFactorPanelStatus {
  enabled: boolean;
  pending: boolean;
  enabledLabel: string | null;
  recoveryCodesLeft: number;
}

/** "On" or "Off": whether sign-in asks for a code, beside the panel's title or the set-up page's heading. */
export function TwoFactorBadge({ enabled, size }: { enabled: boolean; size: 'small' | 'large' }) {
  return (
    <span
      data-testid="two-factor-status"
      className={`rounded-full px-2.5 py-0.5 font-semibold ${size === 'small' ? 'text-xs' : 'text-sm'} ${
        enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'
      }`}
    >
      {enabled ? TWO_FACTOR_PANEL.onStatus : TWO_FACTOR_PANEL.offStatus}
    </span>
  );
}

/** Admin Account › Two-Factor Authentication: whether sign-in asks for a code, and the way to set it up or turn it off. */
export function TwoFactorPanel({ status }: { status: TwoFactorPanelStatus }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === PATHS.twoFactor;
  const description = status.enabled
    ? TWO_FACTOR_PANEL.onDescription(status.enabledLabel ?? '', status.recoveryCodesLeft)
    : status.pending
      ? TWO_FACTOR_PANEL.pendingDescription
      : TWO_FACTOR_PANEL.offDescription;
  return (
    <Panel id="two-factor-heading" title={TWO_FACTOR_PANEL.title} actions={<TwoFactorBadge enabled={status.enabled} size="small" />}>
      <p className="max-w-2xl text-sm text-slate-700">{description}</p>
      <div className="mt-4">
        {status.enabled ? (
          <Link to={PATHS.twoFactor} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
            {TWO_FACTOR_PANEL.manage}
          </Link>
        ) : status.pending ? (
          <Link to={PATHS.twoFactor} className={buttonClasses('primary', 'w-full sm:w-auto')}>
            {TWO_FACTOR_PANEL.continueSetUp}
          </Link>
        ) : (
          <Form method="post" action={PATHS.twoFactor}>
            <input type="hidden" name="intent" value="start" />
            <SubmitButton busy={busy} busyLabel={TWO_FACTOR_PANEL.setUp} className="w-full sm:w-auto">
              {TWO_FACTOR_PANEL.setUp}
            </SubmitButton>
          </Form>
        )}
      </div>
    </Panel>
  );
}
