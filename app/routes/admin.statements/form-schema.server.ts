import { z } from 'zod';
import { STATEMENT_MAPPING, STATEMENT_UPLOAD } from '~/content/statements';
import type { CsvMapping } from '~/features/statements/csv';

// The upload form and its second form, the CSV column mapping: one schema. The file is required; the
// mapping's columns are read only when the form carries the file's column signature (the mapping form),
// and then need a date, an amount and a name or memo column among the file's columns.

const file = z.instanceof(File, { error: STATEMENT_UPLOAD.fileMissing }).refine((f) => f.size > 0, STATEMENT_UPLOAD.fileMissing);
// A select left on its first option posts ''; anything but a column's index is no choice either.
const column = z
  .string()
  .transform((value) => (/^\d{1,3}$/.test(value) ? Number(value) : null))
  .catch(null);

const fields = z.object({
  statement: file,
  signature: z.string().catch(''),
  dateColumn: column,
  amountColumn: column,
  nameColumn: column,
  memoColumn: column,
});

export const statementUploadSchema = fields.superRefine((form, context) => {
  const missing = form.signature ? missingChoice(form) : null;
  // The spec's one sentence, beside the first choice that is missing.
  if (missing) context.addIssue({ code: 'custom', path: [missing], message: STATEMENT_MAPPING.invalid });
});

type Posted = z.output<typeof fields>;

/** The columns chosen among the file's (its signature names them), each null when none was. */
function choices(form: Posted) {
  const count = form.signature.split('|').length;
  const inRange = (n: number | null) => (n !== null && n < count ? n : null);
  const [date, amount, name, memo] = [form.dateColumn, form.amountColumn, form.nameColumn, form.memoColumn].map(inRange);
  return { date: date ?? null, amount: amount ?? null, name: name ?? null, memo: memo ?? null };
}

function missingChoice(form: Posted): 'dateColumn' | 'amountColumn' | 'nameColumn' | null {
  const { date, amount, name, memo } = choices(form);
  return date === null ? 'dateColumn' : amount === null ? 'amountColumn' : name === null && memo === null ? 'nameColumn' : null;
}

/** The mapping a valid mapping form chose, or undefined for the plain upload. */
export function mappingOf(form: Posted): { signature: string; columns: CsvMapping } | undefined {
  if (!form.signature) return undefined;
  const { date, amount, name, memo } = choices(form);
  return {
    signature: form.signature,
    columns: { date: date!, amount: amount!, name: name === null ? [] : [name], memo: memo === null ? [] : [memo] },
  };
}
