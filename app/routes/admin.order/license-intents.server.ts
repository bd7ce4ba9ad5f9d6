import { OUTCOME_TOASTS } from '~/content/admin';
import { LICENSE_DEVICES } from '~/content/license-devices';
import { freeOrderDevice, revokeLicense } from '~/features/licenses/devices.server';
import { deactivateDeviceSchema, revokeLicenseSchema } from './form-schema.server';
import type { OrderIntent } from './order-intent';

// The administrator's license forms on an admin order: Deactivate a device, Revoke License.

const T = LICENSE_DEVICES.admin.toasts;

const deactivateDevice: OrderIntent<typeof deactivateDeviceSchema> = {
  failedTitle: T.deactivateFailed,
  schema: deactivateDeviceSchema,
  async run({ orderId: id, activationId }, by) {
    const outcome = await freeOrderDevice(id, activationId, by);
    return outcome.kind === 'deactivated'
      ? { type: 'success', ...LICENSE_DEVICES.toasts.deactivated(outcome.name) }
      : { type: 'info', ...LICENSE_DEVICES.toasts.notFound };
  },
};

const revoke: OrderIntent<typeof revokeLicenseSchema> = {
  failedTitle: T.revokeFailed,
  schema: revokeLicenseSchema,
  async run({ orderId: id, reason }, by) {
    const outcome = await revokeLicense(id, reason, by);
    switch (outcome.kind) {
      case 'revoked':
        return T.revoked(outcome.reference);
      case 'already-revoked':
        return T.alreadyRevoked(outcome.reference);
      case 'no-license':
        return T.noLicense(outcome.reference);
      case 'reason-missing':
        return { field: 'reason', toast: T.reasonMissing };
      case 'reason-too-long':
        return { field: 'reason', toast: T.reasonTooLong(outcome.max) };
      case 'not-found':
        return { ...OUTCOME_TOASTS.orderNotFound(id), title: T.revokeFailed };
    }
  },
};

export const LICENSE_INTENTS = { 'deactivate-device': deactivateDevice, 'revoke-license': revoke } as const;
