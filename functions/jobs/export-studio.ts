// Builds one export's ZIP: README.txt, studio.json (the whole studio), a CSV per kind of record,
// and every photo's original under photos/{gallery}/, streamed into the bucket (lib/zip-upload.ts).
import type postgres from 'postgres';
import { toCsv } from '@core/domain/csv';
import type { MailLanguage } from '../lib/mail-strings';
import { mailStrings } from '../lib/mail-strings';
import { storedObjectStream, uniqueZipName, uploadZip } from '../lib/zip-upload';
import { csvValue, EXPORTED_TABLES, SECRET_COLUMNS } from './export-tables';

type Row = Record<string, unknown>;
type PhotoFile = {
  galleryId: string;
  galleryName: string;
  filename: string;
  fileId: string;
  size: number;
  uploadedAt: number;
};

async function tableRows(sql: postgres.Sql, table: string, accountId: string): Promise<Row[]> {
  const rows = await sql<Row[]>`select * from ${sql(table)} where account_id = ${accountId}`;
  const secrets = SECRET_COLUMNS[table as keyof typeof SECRET_COLUMNS] ?? [];
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !secrets.includes(column))));
}

function csvOf(rows: readonly Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return toCsv(
    columns,
    rows.map((row) => columns.map((column) => csvValue(column, row[column]))),
  );
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
  const tables: Record<string, Row[]> = {};
  for (const table of EXPORTED_TABLES) tables[table] = await tableRows(sql, table, accountId);
  const photos = await sql<PhotoFile[]>`
    select g.id as "galleryId", g.name as "galleryName", p.filename, p.file_id as "fileId", p.size::float8 as size,
           p.uploaded_at::float8 as "uploadedAt"
    from photos p join galleries g on g.id = p.gallery_id
    where p.account_id = ${accountId} order by g.created_at, g.id, p."order", p.id`;

  const now = new Date();
  const t = mailStrings(options.locale, 'exportReadme', { studio: String(studio.name) });
  const readme = [t('title'), '', t('studioJson'), t('csv'), t('photos'), t('times')].join('\r\n');
  const studioJson = JSON.stringify({ exportedAt: now.toISOString(), studio, members, ...tables }, null, 2);
  async function* files() {
    yield { name: 'README.txt', input: readme, lastModified: now };
    yield { name: 'studio.json', input: studioJson, lastModified: now };
    for (const table of EXPORTED_TABLES) {
      yield { name: `csv/${table}.csv`, input: csvOf(tables[table] ?? []), lastModified: now };
    }
    yield* originals(photos);
  }

  return uploadZip(options.key, files());
}
