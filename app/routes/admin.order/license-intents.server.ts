import { OUTCOME_TOASTS } from '~/content/admin';
import { LICENSE_DEVICES } from '~/content/license-devices';
import { freeOrderDevice, revokeLicense } from '~/features/licenses/devices.server';
import { formText } from '~/lib/forms/form-data';
import type { OrderIntent } from './order-intent';

// The administrator's license forms on an admin order: Deactivate a device, Revoke License.

const T = LICENSE_DEVICES.admin.toasts;

const deactivateDevice: OrderIntent = {
  failedTitle: T.deactivateFailed,
  async run(id, form, by) {
    const activationId = Number(formText(form, 'activationId'));
    if (!Number.isSafeInteger(activationId) || activationId < 1) return { type: 'info', ...LICENSE_DEVICES.toasts.notFound };
    const outcome = await freeOrderDevice(id, activationId, by);
    return outcome.kind === 'deactivated'
      ? { type: 'success', ...LICENSE_DEVICES.toasts.deactivated(outcome.name) }
      : { type: 'info', ...LICENSE_DEVICES.toasts.notFound };
  },
};

const revoke: OrderIntent = {
  failedTitle: T.revokeFailed,
  async run(id, form, by) {
    const outcome = await revokeLicense(id, formText(form, 'reason'), by);
    switch (outcome.kind) {
      case 'revoked':
        return T.revoked(outcome.reference);
      case 'already-revoked':
        return T.alreadyRevoked(outcome.reference);
      case 'no-license':
        return T.noLicense(outcome.reference);
      case 'reason-missing':
        return T.reasonMissing;
      case 'reason-too-long':
        return T.reasonTooLong(outcome.max);
      case 'not-found':
        return { ...OUTCOME_TOASTS.orderNotFound(id), title: T.revokeFailed };
    }
  },
};

export const LICENSE_INTENTS = { 'deactivate-device': deactivateDevice, 'revoke-license': revoke } as const;
