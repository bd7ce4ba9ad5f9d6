import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { TWO_FACTOR_PAGE } from '~/content/admin-security';
import { QrCode } from './qr-code';
import { Panel } from './panel';

type Errors = Partial<Record<string, string>>;

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

/** Nothing started yet: one button makes a new key. */
export function StartSetUp() {
  const busy = useBusy('start');
  return (
    <Panel id="two-factor-start-heading" title={TWO_FACTOR_PAGE.startHeading} description={TWO_FACTOR_PAGE.startText}>
      <Form method="post">
        <input type="hidden" name="intent" value="start" />
        <SubmitButton busy={busy} busyLabel="Set Up" className="w-full sm:w-auto">
          Set Up
        </SubmitButton>
      </Form>
    </Panel>
  );
}

export interface Enrolment {
  groupedSecret: string;
  uri: string;
  qr: { size: number; path: string };
}

/**
 * A set-up waiting for its first code: the QR code, the key as text (grouped by four) and the
 * otpauth:// address, then the code (and the password, when the last sign-in is over 10 minutes old).
 */
export function ConfirmSetUp({
  enrolment,
  fresh,
  errors,
  formKey,
}: {
  enrolment: Enrolment;
  fresh: boolean;
  errors: Errors;
  formKey: string;
}) {
  const busy = useBusy('confirm');
  return (
    <div className="grid gap-6">
      <Panel id="two-factor-scan-heading" title={TWO_FACTOR_PAGE.scanHeading} description={TWO_FACTOR_PAGE.scanText}>
        <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
          <QrCode size={enrolment.qr.size} path={enrolment.qr.path} label={TWO_FACTOR_PAGE.qrLabel} />
          <div className="grid min-w-0 gap-4">
            <div>
              <h3 className="text-sm font-semibold text-slate-900">{TWO_FACTOR_PAGE.manualHeading}</h3>
              <p className="mt-1 text-sm text-slate-600">{TWO_FACTOR_PAGE.manualText}</p>
            </div>
            <dl className="grid gap-3 text-sm">
              <div>
                <dt className="font-medium text-slate-700">{TWO_FACTOR_PAGE.secretLabel}</dt>
                <dd
                  data-testid="totp-secret"
                  className="mt-1 rounded-md bg-slate-100 px-3 py-2 font-mono text-base tracking-wide break-all text-slate-900"
                >
                  {enrolment.groupedSecret}
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-700">{TWO_FACTOR_PAGE.uriLabel}</dt>
                <dd data-testid="totp-uri" className="mt-1 rounded-md bg-slate-100 px-3 py-2 font-mono text-xs break-all text-slate-700">
                  {enrolment.uri}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </Panel>
      <Panel id="two-factor-confirm-heading" title={TWO_FACTOR_PAGE.confirmHeading}>
        <Form method="post" className="grid max-w-md gap-4" noValidate key={formKey}>
          <input type="hidden" name="intent" value="confirm" />
          <TextField
            id="two-factor-code"
            name="code"
            label={TWO_FACTOR_PAGE.codeLabel}
            hint={TWO_FACTOR_PAGE.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            required
            error={errors.code}
          />
          {fresh ? null : (
            <TextField
              id="two-factor-password"
              name="password"
              type="password"
              label={TWO_FACTOR_PAGE.passwordLabel}
              hint={TWO_FACTOR_PAGE.passwordHint}
              autoComplete="current-password"
              required
              error={errors.password}
            />
          )}
          <div>
            <SubmitButton busy={busy} busyLabel={TWO_FACTOR_PAGE.confirmBusy} className="w-full sm:w-auto">
              {TWO_FACTOR_PAGE.confirm}
            </SubmitButton>
          </div>
        </Form>
        <Form method="post" className="mt-4 border-t border-slate-100 pt-4">
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {TWO_FACTOR_PAGE.restart}
          </button>
        </Form>
      </Panel>
    </div>
  );
}

/** Two-factor is on: turning it off takes the password and a current code (or a recovery code), always. */
export function TurnOff({ errors, formKey }: { errors: Errors; formKey: string }) {
  const busy = useBusy('disable');
  return (
    <Panel id="two-factor-off-heading" title={TWO_FACTOR_PAGE.offHeading} description={TWO_FACTOR_PAGE.offText}>
      <Form method="post" className="grid max-w-md gap-4" noValidate key={formKey}>
        <input type="hidden" name="intent" value="disable" />
        <TextField
          id="two-factor-off-password"
          name="password"
          type="password"
          label={TWO_FACTOR_PAGE.passwordLabel}
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <TextField
          id="two-factor-off-code"
          name="code"
          label={TWO_FACTOR_PAGE.codeLabel}
          hint={TWO_FACTOR_PAGE.offCodeHint}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={40}
          required
          error={errors.code}
        />
        <div>
          <SubmitButton busy={busy} busyLabel={TWO_FACTOR_PAGE.turnOffBusy} variant="dark" className="w-full sm:w-auto">
            {TWO_FACTOR_PAGE.turnOff}
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
