import { STATEMENT_SUMMARY } from '~/content/statements';

// How the file was read, above every Confirm button: the format its first characters called for, the
// lines read, those kept as incoming transfers, and why the others were skipped. A file read another
// way than the administrator expects says so before anything is confirmed.

export interface SummaryView {
  format: string;
  read: number;
  kept: number;
  debits: number;
  zeros: number;
  unbooked: number;
}

export function StatementSummary({ summary }: { summary: SummaryView }) {
  const skipped = [
    summary.debits ? STATEMENT_SUMMARY.debits(summary.debits) : null,
    summary.zeros ? STATEMENT_SUMMARY.zeros(summary.zeros) : null,
    summary.unbooked ? STATEMENT_SUMMARY.unbooked(summary.unbooked) : null,
  ].filter((part): part is string => part !== null);
  return (
    <section
      aria-label={STATEMENT_SUMMARY.label}
      data-testid="statement-summary"
      className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800"
    >
      <p className="font-semibold text-slate-900">
        {STATEMENT_SUMMARY.readAs(STATEMENT_SUMMARY.formats[summary.format] ?? summary.format)}
      </p>
      <p>{STATEMENT_SUMMARY.counts(summary.read, summary.kept)}</p>
      <p>{STATEMENT_SUMMARY.skipped(skipped)}</p>
    </section>
  );
}
