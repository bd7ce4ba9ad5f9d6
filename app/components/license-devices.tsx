import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Button } from '~/components/button';
import { LICENSE_DEVICES as T } from '~/content/license-devices';
import type { OrderDevicesView } from '~/features/licenses/devices.server';

/**
 * The devices a license is activated on, with a Deactivate button each: a plain POST form (it works
 * without JavaScript) carrying `fields` (the page's intent, and its token on the buyer's page).
 */
export function LicenseDevices({
  view,
  fields,
  revoked,
  headingId,
  heading,
}: {
  view: OrderDevicesView;
  fields: Record<string, string>;
  revoked: boolean;
  headingId: string;
  /** The heading element: the buyer's page gives an <h2>, the admin card has its own. */
  heading?: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      {heading}
      <p id={`${headingId}-count`} className="font-semibold text-slate-900">
        {T.inUse(view.inUse, view.allowed)}
      </p>
      {revoked ? <p className="text-sm font-medium text-red-800">{T.revokedNotice}</p> : null}
      {view.devices.length === 0 ? (
        <p className="text-sm text-slate-600">{T.none}</p>
      ) : (
        <ul className="grid gap-3" aria-labelledby={headingId}>
          {view.devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{device.name}</p>
                <p className="text-sm text-slate-600">
                  {device.platform ? `${T.platformLabel}: ${device.platform} · ` : ''}
                  {T.activatedLabel}: {device.activatedLabel} · {T.lastSeenLabel}: {device.lastSeenLabel}
                </p>
              </div>
              <Form method="post">
                {Object.entries(fields).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <input type="hidden" name="activationId" value={device.id} />
                <Button type="submit" variant="secondary" className="min-h-11">
                  {T.deactivate}
                  <span className="sr-only"> {device.name}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
