import { csvDocument } from '../../core/csv.ts';

/** Rows as CSV that Excel opens with Persian letters, one column per name. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return csvDocument([columns, ...rows.map((row) => columns.map((column) => row[column]))]);
}
