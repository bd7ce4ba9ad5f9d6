import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { SETTINGS_HINTS, SETTINGS_SECTIONS } from '~/content/admin';
import { PLATFORM_NAMES, PLATFORMS, type Platform } from '~/features/downloads/platforms';
import { SETTINGS_GROUPS, settingsFieldsOf, type SettingsFieldSpec } from '~/features/settings/fields';
import { Panel } from './panel';
import { SETTINGS_FORM_ID } from './reauth-panel';

type Values = Partial<Record<string, string>>;

// Long values get the full width: the address and the installers' links.
const WIDE: ReadonlySet<string> = new Set(['address', 'windowsUrl', 'macosUrl']);
// Bank numbers are digits: a phone shows its number pad (the server still reads spaces and dashes).
const DIGITS: ReadonlySet<string> = new Set(['routingNumber', 'accountNumber']);

/**
 * Site Settings: prices, contact details, bank details and the free download, saved together with one
 * button. A refused save shows each field's problem beside it (a routing number whose check digit
 * fails, an account number that isn't 4–17 digits), with every entry kept. (When a bank change waits
 * for a fresh sign-in, ReauthPanel adds the password to this form.)
 */
export function SettingsForm({
  values,
  errors,
  downloadClicks,
}: {
  values: Values;
  errors: Values;
  downloadClicks: Record<Platform, number> | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save-settings';
  return (
    // The page stays where it was after a save (the button is at its end): the answer is a toast, and
    // the next thing to press is often Save again.
    <Form method="post" id={SETTINGS_FORM_ID} className="grid gap-6" noValidate preventScrollReset>
      <input type="hidden" name="intent" value="save-settings" />
      {SETTINGS_GROUPS.map((group) => {
        const section = SETTINGS_SECTIONS[group];
        return (
          <Panel
            key={group}
            id={`settings-${section.title.replace(/\W+/g, '-').toLowerCase()}`}
            title={section.title}
            description={section.description}
            actions={group === 'downloads' && downloadClicks ? <ClickCounts clicks={downloadClicks} /> : undefined}
          >
            <div className={`grid gap-4 ${group === 'pricing' ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
              {settingsFieldsOf(group).map((field: SettingsFieldSpec) => {
                const optional = 'optional' in field;
                return (
                  <div key={field.name} className={WIDE.has(field.name) ? 'sm:col-span-2' : ''}>
                    <TextField
                      id={`setting-${field.name}`}
                      name={field.name}
                      label={field.label}
                      type={field.input === 'price' ? 'text' : field.input}
                      inputMode={field.input === 'price' ? 'decimal' : DIGITS.has(field.name) ? 'numeric' : undefined}
                      hint={SETTINGS_HINTS[field.name]}
                      defaultValue={values[field.name] ?? ''}
                      error={errors[field.name]}
                      required={!optional}
                      spellCheck={optional ? false : undefined}
                      autoComplete="off"
                    />
                  </div>
                );
              })}
            </div>
          </Panel>
        );
      })}
      <div className="flex justify-end">
        <SubmitButton busy={busy} busyLabel="Saving..." className="w-full sm:w-auto">
          Save Site Settings
        </SubmitButton>
      </div>
    </Form>
  );
}

/** How often each download button was clicked (all time), next to the settings that feed the page. */
function ClickCounts({ clicks }: { clicks: Record<Platform, number> }) {
  return (
    <dl aria-label="Download clicks" className="flex gap-2 text-sm">
      {PLATFORMS.map((platform) => (
        <div key={platform} className="rounded-lg bg-slate-100 px-3 py-1.5 text-center">
          <dt className="text-xs font-medium text-slate-600">{PLATFORM_NAMES[platform]} clicks</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`download-clicks-${platform}`}>
            {clicks[platform].toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
