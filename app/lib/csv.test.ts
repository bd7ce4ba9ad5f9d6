import { describe, expect, it } from 'vitest';
import { csvField, csvLine, neutralizeFormulas } from './csv';
import { cellsAsSpreadsheetsSplitThem, formulaCells, parseCsv } from '../../tests/helpers/csv';

// A formula trigger after any separator ('Jo;=1+1', a line break then '=1+1') is a formula to a
// spreadsheet that splits there, not only a cell that starts with one.
const HOSTILE = [
  '=1+1',
  '+1 555 0100',
  '-2',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  'Jo;=1+1',
  'Jo,=1+1',
  'Jo\r\n=1+1',
  'Jo\n@SUM(A1)',
  'Jo\t+1',
  'Jo; =1+1',
  'Jo;"=1+1',
  'Jo,"=HYPERLINK(""http://x"")"',
  ' =1+1',
  '"=1+1',
  ';=1;=2;=3',
  'Smith, "Jo"\r\nJr',
];

describe('CSV cells', () => {
  it('neutralise a trigger at the start and after every separator, and leave ordinary text alone', () => {
    expect(neutralizeFormulas('=1+1')).toBe("'=1+1");
    expect(neutralizeFormulas('Jo;=1+1')).toBe("Jo;'=1+1");
    expect(neutralizeFormulas('Jo\r\n=1+1')).toBe("Jo\r\n'=1+1");
    expect(neutralizeFormulas('Jo; =1+1')).toBe("Jo; '=1+1");
    expect(neutralizeFormulas(';=1;=2')).toBe(";'=1;'=2");
    expect(neutralizeFormulas('\tTab')).toBe("'\tTab");
    for (const ordinary of ['Jane Doe', 'Zoë-Marie O’Neil', 'jo-ann@example.com', '2026-11-02T08:00:00.000Z', 'a, b; c', 'Smith, "Jo"'])
      expect(neutralizeFormulas(ordinary)).toBe(ordinary);
  });

  it('keep numbers as numbers', () => {
    expect(csvField(79.99)).toBe('79.99');
    expect(csvField(0)).toBe('0');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('read back with "," as RFC 4180: every hostile value comes back as written, made safe', () => {
    const text = HOSTILE.map((value) => csvLine(['ORD-1', value, 79.99])).join('');
    const rows = parseCsv(text);
    expect(rows.map((row) => row[1])).toEqual(HOSTILE.map(neutralizeFormulas));
    expect(rows.every((row) => row[2] === '79.99')).toBe(true);
  });

  it('leave no cell starting with a trigger, read with "," or ";" and split again on any separator', () => {
    const text = HOSTILE.map((value) => csvLine(['ORD-1', value, 79.99])).join('');
    expect(cellsAsSpreadsheetsSplitThem(text).length).toBeGreaterThan(HOSTILE.length * 3);
    expect(formulaCells(text)).toEqual([]);
  });

  it('the check finds what the old first-character rule missed', () => {
    const old = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
    const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
    const text = ['Jo;=1+1', 'Jo\r\n=1+1'].map((value) => `ORD-1,${quoted(old(value))},79.99\r\n`).join('');
    expect(formulaCells(text).map(({ cell }) => cell)).toEqual(expect.arrayContaining(['=1+1']));
  });
});
