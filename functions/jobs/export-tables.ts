// What an export holds of each table: every row of the studio, as stored, less the secrets
// (a link's token hash opens something; nothing else in a row does). The account_settings CSV
// adds the studio's own settings (`accounts.settings`) to the table's rows: see settingRows.
export const EXPORTED_TABLES = [
  'customers',
  'enquiries',
  'sessions',
  'payments',
  'session_types',
  'schedule_plans',
  'locations',
  'galleries',
  'photos',
  'gallery_invites',
  'gallery_picks',
  'gallery_photo_downloads',
  'gallery_downloads',
  'pages',
  'custom_fonts',
  'account_settings',
] as const;
export type ExportedTable = (typeof EXPORTED_TABLES)[number];

export const SECRET_COLUMNS: Partial<Record<ExportedTable, readonly string[]>> = {
  gallery_invites: ['token_hash', 'reminder_token_hash'],
};

/** Columns that hold an amount in minor units of the studio's currency: decimals in the CSVs. */
export const MONEY_COLUMNS: Partial<Record<ExportedTable, readonly string[]>> = {
  sessions: ['price', 'payment_amount'],
  payments: ['amount'],
  session_types: ['price'],
};

/** Columns that hold an instant in milliseconds: written as ISO 8601 in the CSVs, for people. */
export const isInstantColumn = (column: string): boolean =>
  column.endsWith('_at') || ['date', 'start_date', 'end_date', 'upload_date'].includes(column);

/** One CSV cell of a stored value. */
export function csvValue(column: string, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (isInstantColumn(column) && (typeof value === 'number' || typeof value === 'string') && value !== '') {
    const ms = Number(value);
    if (Number.isFinite(ms)) return new Date(ms).toISOString();
  }
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}
