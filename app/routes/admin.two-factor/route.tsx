import { data, Link } from 'react-router';
import { RecoveryCodes } from '~/components/admin/recovery-codes';
import { AdminPage } from '~/components/admin/admin-page';
import { AdminScreenError } from '~/components/admin/screen-error';
import { TwoFactorBadge } from '~/components/admin/two-factor-panel';
import { ConfirmSetUp, StartSetUp, TurnOff } from '~/components/admin/two-factor-setup';
import { ToastStatus } from '~/components/toast-status';
import { CODE_STEP, TWO_FACTOR_PAGE, TWO_FACTOR_PANEL } from '~/content/admin-security';
import { readFormData } from '~/lib/forms/form-data';
import { dashboardPath } from '~/lib/paths';
import { requireAdmin } from '~/web/auth.server';
import { auditActorOf } from '~/web/admin-action.server';
import { loadTwoFactorPage, twoFactorAction, type TwoFactorAnswer } from './screen.server';
import type { Route } from './+types/route';
import { routeHeaders } from '~/web/route-headers';

// A refused post's 429 keeps its Retry-After.
export const headers = routeHeaders();

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  // The key is a secret: never stored by a browser cache or a proxy.
  return data(await loadTwoFactorPage(signedIn), { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  return twoFactorAction(form, signedIn, auditActorOf(signedIn, context.clientAddress));
}

export default function AdminTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as TwoFactorAnswer | undefined;
  const { twoFactor, enrolment, fresh, email, resetCommand } = loaderData;
  const errors = answer?.errors ?? {};
  // A new key after each answer empties the code and password fields, with or without JavaScript.
  const formKey = answer?.toast.id ?? 'form';
  return (
    <AdminPage title={TWO_FACTOR_PAGE.title} width="narrow">
      <div>
        <Link to={dashboardPath('account')} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          ← {TWO_FACTOR_PAGE.back}
        </Link>
        <h1 className="mt-3 flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {TWO_FACTOR_PAGE.title}
          <TwoFactorBadge enabled={twoFactor.enabled} size="large" />
        </h1>
      </div>
      <ToastStatus toast={answer?.toast} className="" />
      {answer?.recoveryCodes ? (
        <RecoveryCodes codes={answer.recoveryCodes} email={email} />
      ) : twoFactor.enabled ? (
        <>
          <p className="text-sm text-slate-700">
            {TWO_FACTOR_PANEL.onDescription(twoFactor.enabledLabel ?? '', twoFactor.recoveryCodesLeft)}
          </p>
          <p className="text-sm text-slate-600">
            {CODE_STEP.lostBoth} <code className="rounded bg-slate-100 px-1 py-0.5 text-slate-900">{resetCommand}</code>.
          </p>
          <TurnOff errors={errors} formKey={formKey} />
        </>
      ) : enrolment ? (
        <ConfirmSetUp enrolment={enrolment} fresh={fresh} errors={errors} formKey={formKey} />
      ) : (
        <StartSetUp />
      )}
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
