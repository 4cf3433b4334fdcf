// Builds one export's ZIP: README.txt, studio.json (the whole studio), a CSV per kind of record
// (amounts as decimals beside the studio's currency), the logo and custom fonts under brand/, and
// every photo's original under photos/{gallery}/, streamed into the bucket (lib/storage/zip-upload.ts).
import type postgres from 'postgres';
import { fractionDigits, minorToDecimal } from '@core/domain/money-format';
import { toCsv } from '@core/domain/csv';
import { fontObjectKey, uploadedLogoKey } from '../lib/storage/brand-keys';
import type { MailLanguage } from '../lib/mail/mail-strings';
import { studioCurrency } from '../lib/billing/studio-currency';
import { mailStrings } from '../lib/mail/mail-strings';
import { storedContentType } from '../lib/storage/stored-files';
import { storedObjectStream, uniqueZipName, uploadZip, type ZipEntry } from '../lib/storage/zip-upload';
import { csvValue, EXPORTED_TABLES, MONEY_COLUMNS, SECRET_COLUMNS, type ExportedTable } from './export-tables';

type Row = Record<string, unknown>;
type PhotoFile = {
  galleryId: string;
  galleryName: string;
  filename: string;
  fileId: string;
  size: number;
  uploadedAt: number;
};

async function tableRows(sql: postgres.Sql, table: ExportedTable, accountId: string): Promise<Row[]> {
  const rows = await sql<Row[]>`select * from ${sql(table)} where account_id = ${accountId}`;
  const secrets = SECRET_COLUMNS[table] ?? [];
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !secrets.includes(column))));
}

/** A table's CSV; its amounts as decimals ("340.00") with a `currency` column after them. */
function csvOf(table: ExportedTable, rows: readonly Row[], currency: string): string {
  const money = MONEY_COLUMNS[table] ?? [];
  const digits = fractionDigits(currency);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (column: string, value: unknown) =>
    money.includes(column) && value !== null && value !== undefined
      ? minorToDecimal(Number(value), digits)
      : csvValue(column, value);
  return toCsv(
    money.length > 0 ? [...columns, 'currency'] : columns,
    rows.map((row) => {
      const cells = columns.map((column) => cell(column, row[column]));
      return money.length > 0 ? [...cells, currency] : cells;
    }),
  );
}

/**
 * account_settings.csv: the table's rows, then the studio's own settings (`accounts.settings`,
 * studio.json's `studio.settings`) one key a row, each row saying in `source` where it lives.
 */
function settingRows(accountId: string, stored: readonly Row[], studioSettings: Record<string, unknown>): Row[] {
  return [
    ...stored.map((row) => ({ source: 'account_settings', ...row })),
    ...Object.entries(studioSettings).map(([key, value]) => ({ source: 'studio', account_id: accountId, key, value })),
  ];
}

/**
 * The logos the studio uploaded (brand/logo, and brand/logo-dark for dark pages) and its custom
 * fonts, as stored, read only when the ZIP reaches them.
 */
async function* brandFiles(
  accountId: string,
  settings: Record<string, unknown>,
  fonts: readonly Row[],
): AsyncGenerator<ZipEntry> {
  for (const [name, setting] of [
    ['logo', 'theme.logoUrl'],
    ['logo-dark', 'theme.logoDarkUrl'],
  ] as const) {
    const logoUrl = settings[setting];
    const logoKey = uploadedLogoKey(accountId, typeof logoUrl === 'string' ? logoUrl : undefined);
    const logoType = logoKey && (await storedContentType(logoKey));
    if (logoKey && logoType) {
      const [, extension] = logoType.split('/');
      yield { name: `brand/${name}.${extension}`, input: await storedObjectStream(logoKey), lastModified: new Date() };
    }
  }
  const names = new Set<string>();
  for (const font of fonts) {
    yield {
      name: `brand/fonts/${uniqueZipName(String(font.file_name), names)}`,
      input: await storedObjectStream(fontObjectKey(accountId, String(font.id))),
      size: Number(font.file_size),
      lastModified: new Date(Number(font.upload_date)),
    };
  }
}

/** Every photo's original, read from the bucket only when the ZIP reaches it. */
async function* originals(photos: readonly PhotoFile[]) {
  const folders = new Set<string>();
  const folderOf = new Map<string, string>();
  const namesIn = new Map<string, Set<string>>();
  for (const photo of photos) {
    let folder = folderOf.get(photo.galleryId);
    if (folder === undefined) {
      folder = uniqueZipName(photo.galleryName, folders);
      folderOf.set(photo.galleryId, folder);
      namesIn.set(folder, new Set());
    }
    const name = uniqueZipName(photo.filename, namesIn.get(folder) ?? new Set());
    yield {
      name: `photos/${folder}/${name}`,
      input: await storedObjectStream(photo.fileId),
      size: photo.size,
      lastModified: new Date(photo.uploadedAt),
    };
  }
}

/** Writes the studio's export to `key`; returns its size in bytes. */
export async function writeStudioExport(
  sql: postgres.Sql,
  options: { accountId: string; key: string; locale: MailLanguage },
): Promise<number> {
  const { accountId } = options;
  const [studio] = await sql<Row[]>`
    select id, name, slug, created_at::float8 as "createdAt", settings from accounts where id = ${accountId}`;
  if (!studio) throw new Error(`No studio ${accountId}`);
  const members = await sql<Row[]>`
    select u.email, m.role, m.created_at::float8 as "joinedAt"
    from account_members m left join auth.users u on u.id = m.user_id where m.account_id = ${accountId}`;
  const settings = (studio.settings ?? {}) as Record<string, unknown>;
  const tables: Record<string, Row[]> = {};
  for (const table of EXPORTED_TABLES) tables[table] = await tableRows(sql, table, accountId);
  const currency = (await studioCurrency(sql, accountId)).code;
  const photos = await sql<PhotoFile[]>`
    select g.id as "galleryId", g.name as "galleryName", p.filename, p.file_id as "fileId", p.size::float8 as size,
           p.uploaded_at::float8 as "uploadedAt"
    from photos p join galleries g on g.id = p.gallery_id
    where p.account_id = ${accountId} order by g.created_at, g.id, p."order", p.id`;

  const now = new Date();
  const t = mailStrings(options.locale, 'exportReadme', { studio: String(studio.name) });
  const readme = [t('title'), '', t('studioJson'), t('csv'), t('brand'), t('photos'), t('times')].join('\r\n');
  const studioJson = JSON.stringify({ exportedAt: now.toISOString(), studio, members, ...tables }, null, 2);
  async function* files() {
    yield { name: 'README.txt', input: readme, lastModified: now };
    yield { name: 'studio.json', input: studioJson, lastModified: now };
    for (const table of EXPORTED_TABLES) {
      const rows = table === 'account_settings' ? settingRows(accountId, tables[table] ?? [], settings) : tables[table];
      yield { name: `csv/${table}.csv`, input: csvOf(table, rows ?? [], currency), lastModified: now };
    }
    yield* brandFiles(accountId, settings, tables.custom_fonts ?? []);
    yield* originals(photos);
  }

  return uploadZip(options.key, files());
}
