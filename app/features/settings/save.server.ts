import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { settingsChanges, type SettingsChange } from '~/features/audit/settings-changes';
import { SETTINGS_FIELDS } from './fields';
import type { SiteSettings } from './model';
import { settingsToValues } from './settings-form.server';
import { readSiteSettings, saveSiteSettings } from './settings.server';

export type SaveSettingsOutcome = { kind: 'saved'; changes: SettingsChange[] };

/**
 * Saves the Site Settings form and its audit row (which fields changed, before → after, bank numbers
 * masked) in one transaction: the rows as they were are read inside it, so the record is exact.
 */
export async function saveSettings(settings: SiteSettings, by: AuditActor): Promise<SaveSettingsOutcome> {
  const changes = await saveSiteSettings(settings, async (trx) => {
    const before = settingsToValues(await readSiteSettings(trx));
    const changes = settingsChanges(before, settingsToValues(settings), SETTINGS_FIELDS);
    await recordAudit(trx, by, { kind: 'settings-saved', details: { changes } });
    return changes;
  });
  return { kind: 'saved', changes: changes ?? [] };
}
