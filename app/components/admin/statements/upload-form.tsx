import { Form, useNavigation } from 'react-router';
import { SelectField } from '~/components/field';
import { SubmitButton } from '~/components/button';
import { STATEMENT_MAPPING, STATEMENT_UPLOAD } from '~/content/statements';

// The statement upload (multipart: the edge accepts it on this page alone), and its second form for a
// CSV whose columns were not recognised. Plain POSTs: both work without JavaScript.

const fileInput =
  'block w-full rounded-md border bg-white text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 hover:file:bg-slate-200';

function FileField({ error, hint }: { error?: string; hint: string }) {
  const describedBy = error ? 'statement-error statement-hint' : 'statement-hint';
  return (
    <div>
      <label htmlFor="statement" className="mb-1 block text-sm font-medium text-slate-800">
        {STATEMENT_UPLOAD.fileLabel}
      </label>
      <input
        id="statement"
        name="statement"
        type="file"
        required
        accept=".ofx,.qfx,.xml,.csv,.txt,text/csv,application/xml,text/xml"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={`${fileInput} ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      <p id="statement-hint" className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id="statement-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function useBusy(): boolean {
  return useNavigation().state === 'submitting';
}

export function UploadForm({ error }: { error?: string }) {
  const busy = useBusy();
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4" aria-label={STATEMENT_UPLOAD.title}>
      <FileField error={error} hint={STATEMENT_UPLOAD.fileHint} />
      <div>
        <SubmitButton busy={busy} busyLabel={STATEMENT_UPLOAD.busy}>
          {STATEMENT_UPLOAD.button}
        </SubmitButton>
      </div>
    </Form>
  );
}

export interface MappingRequest {
  columns: string[];
  signature: string;
  /** The choices posted with a refused mapping form, chosen again. */
  values?: Partial<Record<ColumnName, string>>;
}

type ColumnName = 'dateColumn' | 'amountColumn' | 'nameColumn' | 'memoColumn';

interface ColumnSelectProps {
  id: ColumnName;
  label: string;
  mapping: MappingRequest;
  errors: Partial<Record<string, string>>;
  optional?: boolean;
}

function ColumnSelect({ id, label, mapping, errors, optional }: ColumnSelectProps) {
  const chosen = mapping.values?.[id] ?? '';
  return (
    <SelectField
      id={id}
      name={id}
      label={label}
      required={!optional}
      error={errors[id]}
      defaultValue={/^\d+$/.test(chosen) && Number(chosen) < mapping.columns.length ? chosen : ''}
    >
      <option value="">{optional ? STATEMENT_MAPPING.none : '—'}</option>
      {mapping.columns.map((column, index) => (
        <option key={`${index}-${column}`} value={String(index)}>
          {column || `#${index + 1}`}
        </option>
      ))}
    </SelectField>
  );
}

export function MappingForm({ mapping, errors }: { mapping: MappingRequest; errors: Partial<Record<string, string>> }) {
  const busy = useBusy();
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4" aria-label={STATEMENT_MAPPING.title}>
      <input type="hidden" name="signature" value={mapping.signature} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ColumnSelect id="dateColumn" label={STATEMENT_MAPPING.date} mapping={mapping} errors={errors} />
        <ColumnSelect id="amountColumn" label={STATEMENT_MAPPING.amount} mapping={mapping} errors={errors} />
        <ColumnSelect id="nameColumn" label={STATEMENT_MAPPING.name} mapping={mapping} errors={errors} optional />
        <ColumnSelect id="memoColumn" label={STATEMENT_MAPPING.memo} mapping={mapping} errors={errors} optional />
      </div>
      <FileField error={errors.statement} hint={STATEMENT_MAPPING.fileHint} />
      <div>
        <SubmitButton busy={busy} busyLabel={STATEMENT_UPLOAD.busy}>
          {STATEMENT_MAPPING.button}
        </SubmitButton>
      </div>
    </Form>
  );
}
