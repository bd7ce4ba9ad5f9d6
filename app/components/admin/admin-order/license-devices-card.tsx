import { LicenseDevices } from '~/components/license-devices';
import { LICENSE_DEVICES } from '~/content/license-devices';
import type { AdminOrderView } from '~/features/dashboard/admin-order.server';
import { ConfirmStep } from '../order-actions';

/** The administrator's view of a license's devices: Deactivate each, and Revoke License (asking first, with a reason). */
export function LicenseDevicesCard({ order }: { order: AdminOrderView }) {
  if (!order.devices || !order.license) return <p className="text-sm text-slate-600">{LICENSE_DEVICES.none}</p>;
  const revoked = order.license.revokedLabel !== null;
  return (
    <div className="grid gap-4">
      <LicenseDevices
        view={order.devices}
        revoked={revoked}
        headingId="devices-heading"
        fields={{ intent: 'deactivate-device', orderId: String(order.id) }}
      />
      {revoked ? null : (
        <div className="grid gap-3 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">{LICENSE_DEVICES.admin.revokeTitle}</h3>
          <p className="text-sm text-slate-600">{LICENSE_DEVICES.admin.revokeIntro}</p>
          <div>
            <ConfirmStep action="revoke" order={order} />
          </div>
        </div>
      )}
    </div>
  );
}
