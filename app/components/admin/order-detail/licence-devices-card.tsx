import { Form } from 'react-router';
import { TextField } from '~/components/field';
import { LicenceDevices } from '~/components/licence-devices';
import { LICENCE_DEVICES } from '~/content/licence-devices';
import type { OrderDetail } from '~/features/dashboard/order-detail.server';
import { MAX_REVOKE_REASON } from '~/features/licences/revoke-limits';

/** The administrator's view of a licence's devices: Deactivate each, and Revoke License with a reason (plain POSTs). */
export function LicenceDevicesCard({ order }: { order: OrderDetail }) {
  if (!order.devices || !order.license) return <p className="text-sm text-slate-600">{LICENCE_DEVICES.none}</p>;
  const revoked = order.license.revokedLabel !== null;
  return (
    <div className="grid gap-4">
      <LicenceDevices
        view={order.devices}
        revoked={revoked}
        headingId="devices-heading"
        fields={{ intent: 'deactivate-device', orderId: String(order.id) }}
      />
      {revoked ? null : (
        <Form method="post" className="grid gap-3 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">{LICENCE_DEVICES.admin.revokeTitle}</h3>
          <p className="text-sm text-slate-600">{LICENCE_DEVICES.admin.revokeIntro}</p>
          <input type="hidden" name="intent" value="revoke-licence" />
          <input type="hidden" name="orderId" value={order.id} />
          <TextField id="revoke-reason" name="reason" label={LICENCE_DEVICES.admin.reasonLabel} required maxLength={MAX_REVOKE_REASON} />
          <div>
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800"
            >
              {LICENCE_DEVICES.admin.revoke}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
