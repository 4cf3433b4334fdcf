// CSV files for the studio's accountant (RFC 4180: comma-separated, CRLF line ends, fields
// quoted when needed). What customers typed ends up in these cells, and spreadsheets execute
// a cell that starts with = + - @ (or a tab or carriage return that hides one) as a formula:
// such text gets a leading apostrophe, which spreadsheets show as plain text. A phone number in
// international form ("+34 600 000 001") is left as typed: digits and separators alone name no
// function and no cell, so nothing in it can run.

type CsvValue = string | number;

const formulaStart = /^[=+\-@\t\r]/;
/** "+", then 7 to 15 digits (E.164's most) grouped by spaces, dots, hyphens or parentheses. */
const internationalPhone = /^\+(?=(?:[ ().-]*\d){7,15}[ ().-]*$)\d[\d ().-]*\d$/;
const needsQuotes = /[",\r\n]|^\s|\s$/;

/** One cell. Numbers are written as they are: they come from the app, not from a person. */
export function csvCell(value: CsvValue): string {
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && formulaStart.test(text) && !internationalPhone.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole file, header first. It starts with a byte-order mark so spreadsheet programs read
 * accented names (Núria, Gràcia) as UTF-8.
 */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
