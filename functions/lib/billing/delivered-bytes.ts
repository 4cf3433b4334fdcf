// The bytes of photos delivered to a studio's clients, per gallery and so per studio. In
// production CloudFront serves them, from its cache as often as not, so its access logs are what
// saw them (jobs/fold-delivery-logs.ts); locally the local server counts what it sends.
import type postgres from 'postgres';

const imagePath = /^\/api\/images\/([^/]+)\/[^/]+$/;

/** The gallery an image address belongs to, or undefined for any other address. */
export function galleryOfImagePath(path: string): string | undefined {
  return imagePath.exec(path)?.[1];
}

/**
 * Bytes sent per gallery in CloudFront standard (W3C) log text: the columns are named by the
 * `#Fields:` line, so a log format with more or reordered fields reads the same.
 */
export function imageBytesInLog(text: string, into = new Map<string, number>()): Map<string, number> {
  let bytesAt = -1;
  let pathAt = -1;
  for (const line of text.split('\n')) {
    if (line.startsWith('#Fields:')) {
      const fields = line.slice('#Fields:'.length).trim().split(/\s+/);
      bytesAt = fields.indexOf('sc-bytes');
      pathAt = fields.indexOf('cs-uri-stem');
      continue;
    }
    if (line === '' || line.startsWith('#') || bytesAt < 0 || pathAt < 0) continue;
    const columns = line.split('\t');
    const gallery = galleryOfImagePath(columns[pathAt] ?? '');
    const bytes = Number(columns[bytesAt]);
    if (gallery && Number.isSafeInteger(bytes) && bytes > 0) into.set(gallery, (into.get(gallery) ?? 0) + bytes);
  }
  return into;
}

/**
 * Writes the day's delivered bytes per studio from bytes per gallery. `set` replaces the day's
 * figure (a fold of the whole day's logs, so folding it again counts nothing twice); `add` adds
 * to it (the local server, one response at a time). A gallery deleted since counts for no one.
 */
export async function recordDelivered(
  sql: postgres.Sql,
  day: string,
  perGallery: ReadonlyMap<string, number>,
  mode: 'set' | 'add',
): Promise<void> {
  if (perGallery.size === 0) return;
  const rows = [...perGallery].map(([galleryId, bytes]) => ({ galleryId, bytes }));
  const perStudio = sql`
    select g.account_id, sum(d.bytes)::bigint as quantity
    from jsonb_to_recordset(${sql.json(rows)}) as d("galleryId" text, bytes bigint)
    join galleries g on g.id = d."galleryId"
    group by g.account_id`;
  if (mode === 'set') {
    await sql`
      insert into usage_days (account_id, day, meter, quantity)
      select account_id, ${day}::date, 'delivered_bytes', quantity from (${perStudio}) s
      on conflict (account_id, day, meter) do update set quantity = excluded.quantity`;
  } else {
    await sql`
      insert into usage_days as u (account_id, day, meter, quantity)
      select account_id, ${day}::date, 'delivered_bytes', quantity from (${perStudio}) s
      on conflict (account_id, day, meter) do update set quantity = u.quantity + excluded.quantity`;
  }
}
