// CSV for the organiser's spreadsheet (docs/editor-api.md, "Activities and votes"): UTF-8 with a byte-order mark so
// Excel opens Chinese as Chinese, every cell quoted, and no cell a spreadsheet would run as a formula.

/** Characters that make Excel, LibreOffice or Sheets read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: quoted, quotes doubled, and a leading formula character disarmed with an apostrophe. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A whole document: the BOM, then one CRLF-ended line per row (RFC 4180). */
export function csvDocument(rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}
