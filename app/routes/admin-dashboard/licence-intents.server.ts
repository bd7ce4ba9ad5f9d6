import { OUTCOME_TOASTS } from '~/content/admin';
import { LICENCE_DEVICES } from '~/content/licence-devices';
import { freeOrderDevice, revokeLicence } from '~/features/licences/devices.server';
import { formText } from '~/lib/forms/form-data';
import type { OrderIntent } from './order-intents.server';

// The administrator's licence forms on an admin order: Deactivate a device, Revoke License.

const T = LICENCE_DEVICES.admin.toasts;

const deactivateDevice: OrderIntent = {
  failedTitle: T.deactivateFailed,
  async run(id, form, by) {
    const activationId = Number(formText(form, 'activationId'));
    if (!Number.isSafeInteger(activationId) || activationId < 1) return { type: 'info', ...LICENCE_DEVICES.toasts.notFound };
    const outcome = await freeOrderDevice(id, activationId, by);
    return outcome.kind === 'deactivated'
      ? { type: 'success', ...LICENCE_DEVICES.toasts.deactivated(outcome.name) }
      : { type: 'info', ...LICENCE_DEVICES.toasts.notFound };
  },
};

const revoke: OrderIntent = {
  failedTitle: T.revokeFailed,
  async run(id, form, by) {
    const outcome = await revokeLicence(id, formText(form, 'reason'), by);
    switch (outcome.kind) {
      case 'revoked':
        return T.revoked(outcome.reference);
      case 'already-revoked':
        return T.alreadyRevoked(outcome.reference);
      case 'no-licence':
        return T.noLicence(outcome.reference);
      case 'reason-missing':
        return T.reasonMissing;
      case 'reason-too-long':
        return T.reasonTooLong(outcome.max);
      case 'not-found':
        return { ...OUTCOME_TOASTS.orderNotFound(id), title: T.revokeFailed };
    }
  },
};

export const LICENCE_INTENTS = { 'deactivate-device': deactivateDevice, 'revoke-licence': revoke } as const;
