import { MAX_STATEMENT_LINES, type UnreadableProblem } from '~/features/statements/parsed';

// The bank statement pages' copy: the upload form, the mapping form, the preview's groups and buttons,
// and the toasts. Keys of the groups and problems are the statements feature's; the words are here.

export const STATEMENT_UPLOAD = {
  title: 'Import Bank Statement',
  uploadPanel: 'Upload A Statement',
  ordersLink: 'Import Bank Statement',
  description: 'OFX or QFX, CAMT.053, or your bank’s CSV export, up to 10 MB and 20,000 lines. Only incoming transfers are read.',
  fileLabel: 'Statement file',
  fileHint: 'Nothing is confirmed until you press Confirm on the next page.',
  button: 'Upload Statement',
  busy: 'Uploading…',
  fileMissing: 'Choose a statement file to upload.',
  formUnreadable: 'The upload could not be read. Please choose the file again.',
  listTitle: 'Imported Statements',
  listDescription: 'Newest first',
  listEmpty: 'No statements imported yet.',
  backToOrders: 'Back to orders',
} as const;

export const STATEMENT_MAPPING = {
  title: 'Match The Columns',
  description:
    'This file’s columns were not recognised. Say which column holds what; the choice is remembered for files with the same columns.',
  date: 'Date column',
  amount: 'Amount column',
  name: 'Payer name column',
  memo: 'Memo column',
  none: 'None',
  fileHint: 'Choose the same file again: it is read with these columns.',
  button: 'Save Columns And Upload',
  invalid: 'Choose a date, an amount, and a name or memo column.',
} as const;

export const STATEMENT_GROUPS = {
  matched: { title: 'Matched', description: 'A pending order’s reference and its exact amount.' },
  'matched-short': {
    title: 'Matched, short by bank fees',
    description:
      'A pending order’s reference, short by no more than the wire tolerance in Site Settings. Confirm each; the shortfall goes in the order’s timeline.',
  },
  'amount-differs': { title: 'Amount differs', description: 'The reference was found, but the amount is short or over.' },
  'already-confirmed': {
    title: 'Already confirmed',
    description: 'The order is already confirmed: possibly a second payment. Nothing is confirmed.',
  },
  'unknown-reference': {
    title: 'Unknown reference',
    description:
      'Shaped like an order reference, but no pending or confirmed order has it. One a character off is shown as “Probably”, with suggestions; never confirmed automatically.',
  },
  'no-reference': {
    title: 'No reference',
    description:
      'Suggestions: pending orders of the same amount with a similar name, placed in the 14 days before. Never confirmed automatically.',
  },
  'already-imported': { title: 'Already imported', description: 'This transfer was imported from an earlier statement.' },
} as const;

export const STATEMENT_PREVIEW = {
  title: (fileName: string) => `Statement ${fileName}`,
  imported: (at: string, lines: number) => `Imported ${at} · ${lines} incoming ${lines === 1 ? 'transfer' : 'transfers'}`,
  alreadyImported: 'This statement was already imported',
  alreadyImportedDetail: 'Every line was imported before, so nothing here can be confirmed again.',
  confirmAll: (n: number) => `Confirm ${n} Matched ${n === 1 ? 'Order' : 'Orders'}`,
  confirmBusy: 'Confirming…',
  confirmAnyway: 'Confirm Anyway',
  confirmed: 'Confirmed',
  noLines: 'None',
  paid: 'Paid',
  orderAmount: 'Order',
  difference: 'Difference',
  suggestions: 'Suggestions',
  noSuggestions: 'No pending order of this amount has a similar name.',
  probably: 'Probably',
  /** "Matched, short by $15.00 (bank fees)": what arrived against the order. */
  shortBy: (shortfall: string) => `Matched, short by ${shortfall} (bank fees)`,
  confirmShort: 'Confirm With Shortfall',
  confirmThis: (reference: string) => `Confirm ${reference}`,
  ask: {
    title: 'Confirm this payment?',
    body: (reference: string, orderAmount: string, paid: string, from: string, date: string) =>
      `Confirm order ${reference} (${orderAmount}) with the transfer of ${paid} from ${from || 'an unnamed payer'} booked on ${date}? The buyer then receives the license key and the invoice by e-mail.`,
    submit: 'Confirm Payment',
    keep: 'Keep it pending',
    unavailable: 'This transfer can no longer confirm that order: it was confirmed meanwhile, or the statement no longer offers it.',
  },
  /** The question before Confirm {N} Matched Orders: how many, and how much in all. */
  askAll: {
    title: (n: number) => `Confirm ${n} matched ${n === 1 ? 'payment' : 'payments'}?`,
    body: (n: number, total: string) =>
      n === 1
        ? `Confirm the order in Matched (${total}) with its transfer on this statement? The buyer then receives the license key and the invoice by e-mail.`
        : `Confirm all ${n} orders in Matched, ${total} in all, each with its transfer on this statement? Each buyer then receives the license key and the invoice by e-mail.`,
    submit: (n: number) => `Confirm ${n} ${n === 1 ? 'Order' : 'Orders'}`,
    keep: 'Keep them pending',
  },
  columns: { date: 'Date', amount: 'Amount', from: 'From and memo', order: 'Order' },
  allStatements: 'All statements',
  /** Where a page of a group stands, and the links to the pages around it. */
  range: (from: number, to: number, total: number) => `Lines ${from}–${to} of ${total}`,
  previousPage: 'Previous lines',
  nextPage: 'Next lines',
  /** A payment in another currency than the orders' dollars: never matched, never confirmed from here. */
  otherCurrency: (currency: string) =>
    `Paid in ${currency}, not in dollars: check what arrived, then confirm the order on its own page if it is paid.`,
} as const;

/** The summary above the Confirm buttons: how the file was read, and what became of each line. */
export const STATEMENT_SUMMARY = {
  label: 'How this file was read',
  formats: { ofx: 'OFX/QFX', camt: 'CAMT.053', csv: 'CSV' } as Record<string, string>,
  readAs: (format: string) => `Read as ${format}`,
  counts: (read: number, kept: number) =>
    `${read} ${read === 1 ? 'line' : 'lines'} read · ${kept} ${kept === 1 ? 'incoming transfer' : 'incoming transfers'} kept`,
  skipped: (parts: string[]) => (parts.length ? `Skipped: ${parts.join(', ')}` : 'None skipped'),
  debits: (n: number) => `${n} ${n === 1 ? 'debit' : 'debits'} (money going out)`,
  zeros: (n: number) => `${n} of a zero amount`,
  unbooked: (n: number) => `${n} not booked by the bank yet`,
} as const;

export const STATEMENT_LIST = {
  older: 'Older statements',
  newest: 'Newest statements',
} as const;

export const STATEMENT_TOASTS = {
  imported: (lines: number) => ({
    title: 'Statement Imported',
    description: `${lines} incoming ${lines === 1 ? 'transfer' : 'transfers'} read.`,
  }),
  matched: (n: number) => ({ title: 'Payments Matched', description: `${n} ${n === 1 ? 'order' : 'orders'} confirmed.` }),
  /** Confirm {N} Matched Orders sent without its question, or after the matched orders changed: nothing is confirmed. */
  matchedUnasked: {
    title: 'Nothing Confirmed',
    description: 'Check the number of orders and their total, then confirm.',
  },
  anyway: (reference: string) => ({ title: 'Payment Confirmed', description: `${reference} was confirmed with the amount paid.` }),
  short: (reference: string) => ({
    title: 'Payment Confirmed',
    description: `${reference} was confirmed; the shortfall (bank fees) is in its timeline.`,
  }),
  suggested: (reference: string) => ({ title: 'Payment Confirmed', description: `${reference} was confirmed with this transfer.` }),
  notConfirmable: { title: 'Nothing Confirmed', description: 'This line can no longer be confirmed. The page shows where it stands now.' },
  failed: { title: 'Confirmation Failed', description: 'Something went wrong. Please try again.' },
} as const;

/** Why a file could not be read, by the parser's problem key. */
export const UNREADABLE_PROBLEMS = {
  empty: 'the file is empty',
  'unknown-format': 'this is not an OFX, QFX, CAMT.053 or CSV statement',
  'malformed-xml': 'the XML is damaged',
  'xml-declarations': 'the file declares a document type or entities, which a bank statement never does',
  'xml-entity': 'the file uses an entity it does not define (a statement may use only &amp;, &lt;, &gt;, &quot; and &apos;)',
  'xml-too-deep': 'the XML nests deeper than 64 levels',
  'malformed-csv': 'the CSV is damaged',
  'csv-quote-not-closed': 'a quote opens here and never closes',
  'too-many-lines': `the statement holds more than ${MAX_STATEMENT_LINES.toLocaleString('en-US')} lines: split the file into parts of at most ${MAX_STATEMENT_LINES.toLocaleString('en-US')} lines`,
  'no-transactions': 'no transactions were found',
  'nested-transaction': 'a transaction starts inside another one',
  'repeated-field': 'a transaction gives the same field twice',
  'missing-amount': 'a transaction has no amount',
  'bad-amount': 'the amount could not be read',
  'missing-date': 'a transaction has no date',
  'bad-date': 'the date could not be read',
  'missing-identity': 'a transaction has no bank reference (FITID, AcctSvcrRef or NtryRef)',
  'duplicate-identity': 'two transactions have the same bank reference',
} as const satisfies Record<UnreadableProblem, string>;

/** The upload's refusal for a file that could not be read: the line, the problem, and that nothing was kept. */
export function unreadableMessage(line: number, problem: UnreadableProblem, detail?: string): string {
  const what = detail && detail.length <= 60 ? `${UNREADABLE_PROBLEMS[problem]} (“${detail}”)` : UNREADABLE_PROBLEMS[problem];
  return `Line ${line}: ${what}. Nothing was stored.`;
}
