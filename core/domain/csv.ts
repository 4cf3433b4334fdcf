// CSV files for the studio's accountant (RFC 4180: comma-separated, CRLF line ends, fields
// quoted when needed). What customers typed ends up in these cells, and spreadsheets execute
// a cell that starts with = + - @ (or a tab or carriage return that hides one) as a formula:
// such text gets a leading apostrophe, which spreadsheets show as plain text. A phone number in
// international form ("+34 600 000 001") is left as typed when a spreadsheet cannot read it as
// a sum: no function or cell is named, and two of its numbers meet with no operator between.

type CsvValue = string | number;

const formulaStart = /^[=+\-@\t\r]/;
/**
 * "+", then 7 to 15 digits (E.164's most): a country code of 1 to 3, then groups parted by one
 * space, dot or hyphen at most, a group maybe in parentheses. Groups after the first one past
 * the country code ("+33 1 23 45 67 89") have 2 digits or more.
 */
const phoneShape =
  /^\+(?=(?:\D*\d){7,15}\D*$)\d{1,3}(?:[ .-]?(?:\d{1,4}|\(\d{1,4}\)))?(?:[ .-]?(?:\d{2,}|\(\d{2,}\)))*$/;
/**
 * What makes such a phone no formula: two numbers side by side, parted by a space or a
 * parenthesis ("+1 (555) 010-0199"), or a number with two decimal points ("+376.812.345").
 * Without either, "+1-555-123-4567" is a sum and "+34600000001" a number, and get escaped.
 */
const notASum = /[\d)][ (]|\)[\d ]|\d\.\d+\./;
const isInternationalPhone = (text: string) => phoneShape.test(text) && notASum.test(text);
const needsQuotes = /[",\r\n]|^\s|\s$/;

/** One cell. Numbers are written as they are: they come from the app, not from a person. */
export function csvCell(value: CsvValue): string {
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && formulaStart.test(text) && !isInternationalPhone(text)) text = `'${text}`;
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
