// What every download of a client goes through: the client (as for their selection), the sizes
// the photographer allows and the gallery's PIN.
import type postgres from 'postgres';
import { allowedDownloadSizes, readGallerySettings } from '@core/domain/gallery';
import type { downloadSizeValues } from '@core/domain/downloads';
import { checkGuess } from '../lib/attempt-limit';
import { callerAddress, HttpError, type ApiEvent } from '../lib/http';
import { sameSecret } from '../lib/secret-token';
import { selectionClient, type SelectionClient } from './selection-client';

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
  const { downloadPin } = settings;
  if (downloadPin !== null) {
    const { pin } = request;
    if (!pin) throw new HttpError(403, 'download_pin_required', 'This gallery needs its download PIN');
    const caller = { address: callerAddress(event), email: client.inviteId };
    if (!(await checkGuess(sql, 'download-pin', caller, () => sameSecret(pin, downloadPin)))) {
      throw new HttpError(403, 'download_pin_incorrect', 'That download PIN is not right');
    }
  }
  return client;
}
