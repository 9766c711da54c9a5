const BOM = '\uFEFF';

/** One CSV cell: quoted when needed; a formula-looking text gets a leading apostrophe (CSV injection). */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV that Excel opens with Persian letters: UTF-8 with a BOM, CRLF line ends. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
