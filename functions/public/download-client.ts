// What every download of a client goes through: the client (as for their selection), the sizes
// the photographer allows and the gallery's PIN — or, beyond those, what is unlocked for that
// client alone (the photos their package includes, what they bought: lib/gallery/unlocks.ts),
// which needs neither the gallery's downloads on nor its PIN.
import type postgres from 'postgres';
import { allowedDownloadSizes, readGallerySettings } from '@core/domain/gallery';
import type { downloadSizeValues } from '@core/domain/downloads';
import { checkGuess } from '../lib/attempt-limit';
import { isUnlocked } from '../lib/gallery/unlocks';
import { callerAddress, HttpError, type ApiEvent } from '../lib/http';
import { sameSecret } from '../lib/secret-token';
import { selectionClient, type SelectionClient } from './selection-client';

type DownloadRequest = { size: (typeof downloadSizeValues)[number]; pin?: string | undefined };

/**
 * The client asking to download `size` of the photo `photoId` (or, without one, a ZIP), and
 * whether they may have only what is unlocked for them (`unlockedOnly`): the gallery's own
 * downloads do not give them that size, but an unlock of theirs does.
 */
export async function downloadClient(
  sql: postgres.Sql,
  event: ApiEvent,
  request: DownloadRequest,
  photoId?: string,
): Promise<{ client: SelectionClient; unlockedOnly: boolean }> {
  const client = await selectionClient(sql, event);
  const downloader = { galleryId: client.id, inviteId: client.inviteId };
  // A photo unlocked for the client is theirs, whatever the gallery's settings say.
  if (photoId !== undefined && (await isUnlocked(sql, downloader, request.size, photoId))) {
    return { client, unlockedOnly: true };
  }
  const settings = readGallerySettings(client.settings);
  const sizes = allowedDownloadSizes(settings);
  if (!sizes.includes(request.size)) {
    if (photoId === undefined && (await isUnlocked(sql, downloader, request.size))) {
      return { client, unlockedOnly: true };
    }
    if (sizes.length === 0) throw new HttpError(403, 'downloads_off', 'Downloads are off for this gallery');
    throw new HttpError(403, 'download_size_not_allowed', 'This size cannot be downloaded', { sizes });
  }
  const { downloadPin } = settings;
  if (downloadPin !== null) {
    const { pin } = request;
    if (!pin) throw new HttpError(403, 'download_pin_required', 'This gallery needs its download PIN');
    const caller = { address: callerAddress(event), email: client.inviteId };
    if (!(await checkGuess(sql, 'download-pin', caller, () => sameSecret(pin, downloadPin)))) {
      throw new HttpError(403, 'download_pin_incorrect', 'That download PIN is not right');
    }
  }
  return { client, unlockedOnly: false };
}
