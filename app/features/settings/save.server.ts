import { markReauthenticated } from '~/features/admin-auth/reauth.server';
import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { settingsChanges, type SettingsChange } from '~/features/audit/settings-changes';
import { db } from '~/lib/db/db.server';
import type { Executor } from '~/lib/db/schema';
import { queueBankAlert } from './bank-alert.server';
import { INTERNATIONAL_BANK_FIELDS, SETTINGS_FIELDS, settingsFieldsOf, type SettingsField } from './fields';
import type { SiteSettings } from './model';
import { settingsToValues } from './settings-form.server';
import { readSiteSettings, saveSiteSettings } from './settings.server';

export type SaveSettingsOutcome =
  | {
      kind: 'saved';
      /** Every field that changed (bank numbers masked). */
      changes: SettingsChange[];
      /** Who was e-mailed about a bank change (none when the bank details stayed as they were). */
      alerted: string[];
    }
  /** The bank details would change, and the session hasn't proved itself in the last 10 minutes: nothing was saved. */
  | { kind: 'reauth-required' };

export interface SaveSettingsBy {
  by: AuditActor;
  adminId: number;
  /** The session proved its password (and code) in the last 10 minutes: the bank details may change. */
  bankChangeAllowed: boolean;
  /** The session that just re-entered its password for this save: its proof is recorded with the save. */
  reauthenticatedSession?: string;
  now?: number;
}

// What buyers pay into: the four bank details and the international ones.
const BANK_FIELDS: readonly SettingsField[] = [...settingsFieldsOf('bank').map((field) => field.name), ...INTERNATIONAL_BANK_FIELDS];
const OTHER_FIELDS: readonly SettingsField[] = SETTINGS_FIELDS.filter((field) => !BANK_FIELDS.includes(field));

/** Whether saving these settings would change any of the details buyers pay into (the bank's, or the international ones). */
export async function changesBankDetails(settings: SiteSettings, executor: Executor = db): Promise<boolean> {
  return settingsChanges(settingsToValues(await readSiteSettings(executor)), settingsToValues(settings), BANK_FIELDS).length > 0;
}

// Thrown inside the save's transaction to roll it back: the bank details changed without a fresh sign-in.
class BankChangeNotAllowed extends Error {}

/**
 * Saves the Site Settings form, its audit rows and, when the bank details change, the alert e-mails,
 * in one transaction: the rows as they were are read inside it, so the record is exact, and a bank
 * change without a fresh sign-in writes nothing at all.
 *
 * The audit log gets one row per kind of change, so each field change is recorded once: 'settings-saved'
 * for prices, contact, company and downloads (also for a save that changed nothing), and
 * 'bank-details-changed' for the bank details (numbers masked), which the Activity view marks.
 */
export async function saveSettings(settings: SiteSettings, context: SaveSettingsBy): Promise<SaveSettingsOutcome> {
  const { by } = context;
  const now = context.now ?? Date.now();
  try {
    const saved = await saveSiteSettings(settings, async (trx) => {
      const before = settingsToValues(await readSiteSettings(trx));
      const after = settingsToValues(settings);
      const bankChanges = settingsChanges(before, after, BANK_FIELDS);
      if (bankChanges.length > 0 && !context.bankChangeAllowed) throw new BankChangeNotAllowed();
      const otherChanges = settingsChanges(before, after, OTHER_FIELDS);
      if (otherChanges.length > 0 || bankChanges.length === 0) {
        await recordAudit(trx, by, { kind: 'settings-saved', details: { changes: otherChanges } });
      }
      let alerted: string[] = [];
      if (bankChanges.length > 0) {
        await recordAudit(trx, by, { kind: 'bank-details-changed', details: { changes: bankChanges } });
        alerted = await queueBankAlert(trx, { changes: bankChanges, by, adminId: context.adminId, now });
      }
      if (context.reauthenticatedSession) await markReauthenticated(trx, context.reauthenticatedSession, now);
      return { changes: settingsChanges(before, after, SETTINGS_FIELDS), alerted };
    });
    return { kind: 'saved', changes: saved?.changes ?? [], alerted: saved?.alerted ?? [] };
  } catch (error) {
    if (error instanceof BankChangeNotAllowed) return { kind: 'reauth-required' };
    throw error;
  }
}
