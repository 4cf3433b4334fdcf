// What upload requests name besides their gallery, checked the same way by every endpoint, in a
// module light enough for the ones that never read a photo.
import { z } from 'zod';
import { HttpError } from '../lib/http';
import type { Uploader } from '../lib/gallery/upload-caller';
import { finalKeyOf } from '../lib/storage/object-keys';

/** The SHA-256 of a file the browser chose, hex, as it declares it (the server hashes what landed). */
export const contentHash = z.string().regex(/^[0-9a-f]{64}$/);

/** The final key of a staged key this gallery's uploads were given, or a 404. */
export function stagedFinalKey(stagedKey: string, { gallery }: Uploader): string {
  const key = finalKeyOf(stagedKey, gallery.accountId, gallery.id);
  if (!key) throw new HttpError(404, 'not_found', 'No upload of this gallery has that key');
  return key;
}
