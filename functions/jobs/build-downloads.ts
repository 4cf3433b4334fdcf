// Builds the parts of clients' ZIP downloads, one part at a time, each within one run: claiming
// a part (pending -> building) in one statement lets overlapping runs share the work, and a part
// left "building" by a run that died is taken up again. When a download's last part is ready,
// its client is mailed the link, once.
import type postgres from 'postgres';
import { canonicalOptions } from '@core/domain/images';
import { downloadFilename, WEB_DOWNLOAD_RENDER } from '@core/domain/downloads';
import { siteTheme } from '@core/domain/site-theme';
import { clientRenderer } from '../lib/gallery/client-render';
import { downloadToken } from '../lib/gallery/download-token';
import { requiredEnv } from '../lib/env';
import { mailBrand } from '../lib/mail/mail-layout';
import type { MailLanguage } from '../lib/mail/mail-strings';
import { mailer } from '../lib/mail/mailer';
import { downloadPartKey } from '../lib/storage/object-keys';
import { storedObjectStream, uniqueZipName, uploadZip, type ZipEntry } from '../lib/storage/zip-upload';
import { downloadReadyMail } from './download-mail';

const ABANDONED_AFTER_MS = 20 * 60 * 1000;
/** No part is begun after this long in one run: a part takes minutes, and the Lambda has 15. */
const CLAIM_FOR_MS = 8 * 60 * 1000;

type ClaimedPart = {
  downloadId: string;
  part: number;
  photoIds: string[];
  accountId: string;
  galleryId: string;
  size: 'web' | 'original';
  settings: unknown;
};
type PartPhoto = {
  id: string;
  filename: string;
  fileId: string;
  width: number;
  height: number;
  size: number;
  uploadedAt: number;
};

async function claimNextPart(sql: postgres.Sql): Promise<ClaimedPart | undefined> {
  const now = Date.now();
  const [row] = await sql<ClaimedPart[]>`
    update gallery_download_parts p set status = 'building', started_at = ${now}
    from gallery_downloads d join galleries g on g.id = d.gallery_id
    where (p.download_id, p.part) = (
        select download_id, part from gallery_download_parts
        where status = 'pending' or (status = 'building' and started_at < ${now - ABANDONED_AFTER_MS})
        order by download_id, part limit 1 for update skip locked
      )
      and d.id = p.download_id
    returning p.download_id as "downloadId", p.part, p.photo_ids as "photoIds", p.account_id as "accountId",
      d.gallery_id as "galleryId", d.size, g.settings`;
  return row;
}

/** The part's photos still in the gallery, in the order they were asked for, read only as the ZIP reaches each. */
async function* partEntries(sql: postgres.Sql, claimed: ClaimedPart): AsyncGenerator<ZipEntry> {
  const photos = await sql<PartPhoto[]>`
    select id, filename, file_id as "fileId", width, height, size::float8 as size, uploaded_at::float8 as "uploadedAt"
    from photos where gallery_id = ${claimed.galleryId} and id = any(${claimed.photoIds})`;
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const names = new Set<string>();
  const web = canonicalOptions(WEB_DOWNLOAD_RENDER);
  const render =
    claimed.size === 'web'
      ? await clientRenderer({ accountId: claimed.accountId, settings: claimed.settings })
      : undefined;
  for (const id of claimed.photoIds) {
    const photo = byId.get(id);
    if (!photo) continue; // deleted since it was asked for
    const name = uniqueZipName(downloadFilename(photo.filename, claimed.size), names);
    const lastModified = new Date(photo.uploadedAt);
    yield render
      ? { name, input: await render(photo, web), lastModified }
      : { name, input: await storedObjectStream(photo.fileId), size: photo.size, lastModified };
  }
}

type ReadyDownload = {
  id: string;
  email: string;
  locale: MailLanguage;
  gallery: string;
  studioId: string;
  studio: string;
  slug: string;
  studioSettings: Record<string, unknown>;
  photos: number;
};

/** Mails the client once every part of the download is ready; whichever run finishes last sends it. */
async function mailIfReady(sql: postgres.Sql, downloadId: string): Promise<void> {
  const [download] = await sql<ReadyDownload[]>`
    update gallery_downloads d set mailed_at = ${Date.now()}
    from gallery_invites i, galleries g, accounts a
    where d.id = ${downloadId} and d.mailed_at is null
      and not exists (select 1 from gallery_download_parts where download_id = d.id and status <> 'ready')
      and i.id = d.invite_id and g.id = d.gallery_id and a.id = d.account_id
    returning d.id, i.email, d.locale, g.name as gallery, a.id as "studioId", a.name as studio, a.slug,
      a.settings as "studioSettings",
      (select sum(jsonb_array_length(photo_ids))::int from gallery_download_parts where download_id = d.id) as photos`;
  if (!download) return;
  const siteUrl = requiredEnv('SITE_URL');
  const link = new URL(`/p/${encodeURIComponent(download.slug)}/downloads/${download.id}`, siteUrl);
  link.searchParams.set('token', downloadToken(download.id));
  const studio = { id: download.studioId, name: download.studio, logoUrl: siteTheme(download.studioSettings).logoUrl };
  await mailer().send({
    ...downloadReadyMail({
      to: download.email,
      lng: download.locale,
      brand: mailBrand(studio, siteUrl, download.slug),
      gallery: download.gallery,
      photos: download.photos,
      link: link.toString(),
    }),
    accountId: studio.id,
  });
}

export async function buildPendingDownloads(sql: postgres.Sql, onError: (error: unknown) => void): Promise<void> {
  const until = Date.now() + CLAIM_FOR_MS;
  for (
    let claimed = await claimNextPart(sql);
    claimed;
    claimed = Date.now() < until ? await claimNextPart(sql) : undefined
  ) {
    const key = downloadPartKey(claimed.accountId, claimed.galleryId, claimed.downloadId, claimed.part);
    try {
      const size = await uploadZip(key, partEntries(sql, claimed));
      await sql`
        update gallery_download_parts set status = 'ready', object_key = ${key}, size = ${size}, finished_at = ${Date.now()}
        where download_id = ${claimed.downloadId} and part = ${claimed.part}`;
      await mailIfReady(sql, claimed.downloadId).catch(onError);
    } catch (error) {
      onError(error);
      await sql`
        update gallery_download_parts set status = 'failed', finished_at = ${Date.now()}
        where download_id = ${claimed.downloadId} and part = ${claimed.part}`;
    }
  }
}
