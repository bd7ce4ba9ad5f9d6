export const PAGE_SIZE = 50;

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** A 1-based page number from a query value; anything odd (missing, 0, -3, 'abc', 2.5) is page 1. */
export function parsePageNumber(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Clamps a requested page to what exists and gives the rows to skip. */
export function pageWindow(total: number, requested: number) {
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
}
