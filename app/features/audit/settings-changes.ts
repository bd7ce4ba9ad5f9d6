import { MASKED_FIELDS, type SettingsField } from '~/features/settings/fields';

/** One settings field as the audit log keeps it: its value before and after the save. */
export interface SettingsChange {
  field: SettingsField;
  before: string;
  after: string;
}

/** '••••6789': the last four characters; anything shorter is masked entirely. */
export function maskLastFour(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return compact.length > 4 ? `••••${compact.slice(-4)}` : '••••';
}

/** The fields whose values differ, in form order; bank numbers masked to their last four digits. */
export function settingsChanges(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
  fields: readonly SettingsField[],
): SettingsChange[] {
  const shown = (field: string, value: string) => (MASKED_FIELDS.has(field) && value ? maskLastFour(value) : value);
  return fields
    .filter((field) => (before[field] ?? '') !== (after[field] ?? ''))
    .map((field) => ({ field, before: shown(field, before[field] ?? ''), after: shown(field, after[field] ?? '') }));
}
