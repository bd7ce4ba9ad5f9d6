import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { SETTINGS_SECTIONS } from '~/content/admin';
import { Panel } from './panel';

type Values = Partial<Record<string, string>>;

/** Site Settings: prices, contact details and bank details, saved together with one button. */
export function SettingsForm({ values, errors }: { values: Values; errors: Values }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save-settings';
  return (
    <Form method="post" className="grid gap-6" noValidate>
      <input type="hidden" name="intent" value="save-settings" />
      {SETTINGS_SECTIONS.map((section) => (
        <Panel
          key={section.title}
          id={`settings-${section.title.replace(/\W+/g, '-').toLowerCase()}`}
          title={section.title}
          description={section.description}
        >
          <div className={`grid gap-4 ${section.title === 'Pricing' ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
            {section.fields.map((field) => {
              const isPrice = 'prefix' in field;
              return (
                <div key={field.name} className={field.name === 'address' ? 'sm:col-span-2' : ''}>
                  <TextField
                    id={`setting-${field.name}`}
                    name={field.name}
                    label={field.label}
                    type={'type' in field ? field.type : 'text'}
                    inputMode={isPrice ? 'decimal' : undefined}
                    hint={isPrice ? 'US dollars, e.g. 29.99' : undefined}
                    defaultValue={values[field.name] ?? ''}
                    error={errors[field.name]}
                    required
                    autoComplete="off"
                  />
                </div>
              );
            })}
          </div>
        </Panel>
      ))}
      <div className="flex justify-end">
        <SubmitButton busy={busy} busyLabel="Saving..." className="w-full sm:w-auto">
          Save Site Settings
        </SubmitButton>
      </div>
    </Form>
  );
}
