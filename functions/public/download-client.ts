// What every download of a client goes through: the client (as for their selection), the sizes
// the photographer allows, the gallery's PIN, and counting what the client took.
import { timingSafeEqual } from 'node:crypto';
import type postgres from 'postgres';
import { allowedDownloadSizes, readGallerySettings } from '@core/domain/gallery';
import type { downloadSizeValues } from '@core/domain/downloads';
import { checkGuess } from '../lib/attempt-limit';
import { callerAddress, HttpError, type ApiEvent } from '../lib/http';
import { selectionClient, type SelectionClient } from './selection-client';

const samePin = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** The client asking to download `size`, once the gallery allows it and their PIN (if one is set) is right. */
export async function downloadClient(
  sql: postgres.Sql,
  event: ApiEvent,
  request: { size: (typeof downloadSizeValues)[number]; pin?: string | undefined },
): Promise<SelectionClient> {
  const client = await selectionClient(sql, event);
  const settings = readGallerySettings(client.settings);
  const sizes = allowedDownloadSizes(settings);
  if (sizes.length === 0) throw new HttpError(403, 'downloads_off', 'Downloads are off for this gallery');
  if (!sizes.includes(request.size)) {
    throw new HttpError(403, 'download_size_not_allowed', 'This size cannot be downloaded', { sizes });
  }
  if (settings.downloadPin !== null) {
    if (!request.pin) throw new HttpError(403, 'download_pin_required', 'This gallery needs its download PIN');
    const caller = { address: callerAddress(event), email: client.inviteId };
    if (!(await checkGuess(sql, 'download-pin', caller, samePin(request.pin, settings.downloadPin)))) {
      throw new HttpError(403, 'download_pin_incorrect', 'That download PIN is not right');
    }
  }
  return client;
}

/** Counts each photo once more for the client, and how many of the gallery's photos they have now taken. */
export async function recordDownloads(sql: postgres.Sql, client: SelectionClient, photoIds: readonly string[]) {
  const now = Date.now();
  await sql.begin(async (tx) => {
    await tx`
      insert into gallery_photo_downloads (invite_id, photo_id, account_id, gallery_id, times, last_at)
      select ${client.inviteId}, id, account_id, gallery_id, 1, ${now} from photos
      where gallery_id = ${client.id} and id = any(${photoIds as string[]})
      on conflict (invite_id, photo_id) do update
        set times = gallery_photo_downloads.times + 1, last_at = excluded.last_at`;
    await tx`
      update gallery_invites set last_downloaded_at = ${now},
        photos_downloaded = (select count(*) from gallery_photo_downloads where invite_id = ${client.inviteId})
      where id = ${client.inviteId}`;
  });
}
