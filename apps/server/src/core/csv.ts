const BOM = '\uFEFF';
/** A text a spreadsheet would run as a formula (CSV injection); it gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

interface CsvOptions {
  /** Quote every cell, not only those with a comma, quote or line break. */
  quoteAll?: boolean;
}

export function csvCell(value: unknown, { quoteAll = false }: CsvOptions = {}): string {
  if (value === null || value === undefined) return quoteAll ? '""' : '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return quoteAll || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly unknown[], options?: CsvOptions): string {
  return cells.map((cell) => csvCell(cell, options)).join(',');
}

/** Lines as a CSV that Excel opens with Persian letters: UTF-8 with a BOM, CRLF line ends. */
export function csvDocument(lines: readonly (readonly unknown[])[], options?: CsvOptions): string {
  return `${BOM}${lines.map((line) => csvLine(line, options)).join('\r\n')}\r\n`;
}
