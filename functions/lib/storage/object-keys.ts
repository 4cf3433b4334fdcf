// Every object key is made here; a client never chooses one. Browsers upload only under
// STAGING_PREFIX: an upload policy stays usable until it expires, so the handler that checks an
// upload moves it to its final key outside that prefix, where no policy ever issued can reach
// it. Staged objects nobody completed go after STAGED_UPLOAD_LIFETIME_DAYS (the bucket's
// lifecycle rule in S3, a sweep in the local platform).
import { randomBytes } from 'node:crypto';

export const STAGING_PREFIX = 'staging/';
export const STAGED_UPLOAD_LIFETIME_DAYS = 1;

/**
 * Studio exports (functions/jobs/): exports/{account}/{export}.zip, outside the studio's own
 * prefix so one lifecycle rule removes them after STUDIO_EXPORT_DAYS (core/domain/studio-data.ts).
 */
export const EXPORTS_PREFIX = 'exports/';
export const exportObjectKey = (accountId: string, exportId: string): string =>
  `${EXPORTS_PREFIX}${accountId}/${exportId}.zip`;

/**
 * Clients' gallery downloads (functions/jobs/build-downloads.ts):
 * downloads/{account}/{gallery}/{download}/{part}.zip, removed by one lifecycle rule after
 * DOWNLOAD_DAYS (core/domain/downloads.ts), and with their gallery or studio.
 */
export const DOWNLOADS_PREFIX = 'downloads/';
export const galleryDownloadsPrefix = (accountId: string, galleryId: string): string =>
  `${DOWNLOADS_PREFIX}${accountId}/${galleryId}/`;
export const downloadPartKey = (accountId: string, galleryId: string, downloadId: string, part: number): string =>
  `${galleryDownloadsPrefix(accountId, galleryId)}${downloadId}/${part}.zip`;

/**
 * zero-cache's replica, backed up by its replication manager with litestream (stacks/sync.ts):
 * a cache of Postgres, outside every studio's prefix.
 */
export const REPLICA_BACKUP_PREFIX = 'zero-replica/';

/** The area of receipt files ({account}/receipts/…), which core/domain/payment.ts recognises. */
export const RECEIPTS_AREA = 'receipts';

/** A final key {account}/{area}/{random}, for a file the server checked before storing it. */
export function newObjectKey(accountId: string, area: string): string {
  return `${accountId}/${area}/${randomBytes(16).toString('base64url')}`;
}

/** Where a browser may upload a new file of `area` (a gallery's id, RECEIPTS_AREA…). */
export function newStagedKey(accountId: string, area: string): string {
  return STAGING_PREFIX + newObjectKey(accountId, area);
}

/**
 * The final key of the upload staged under `stagedKey`, or undefined when newStagedKey did not
 * make that key for this account and area (another studio's, another area's, any other shape).
 */
export function finalKeyOf(stagedKey: string, accountId: string, area: string): string | undefined {
  const prefix = `${STAGING_PREFIX}${accountId}/${area}/`;
  if (!stagedKey.startsWith(prefix) || !/^[A-Za-z0-9_-]{16,64}$/.test(stagedKey.slice(prefix.length))) return undefined;
  return stagedKey.slice(STAGING_PREFIX.length);
}
