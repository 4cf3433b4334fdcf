// Originals a transformer instance read recently, kept in memory: a page that shows a photo as
// a thumbnail, then a preview, then full screen asks for three renders of one original, and
// reading a 20 MB original from S3 costs about as much as rendering a thumbnail from it. An
// object never changes under its key (keys are random and never reused), so a cached original
// is never stale; access is checked in Postgres before the cache is ever consulted.
import { readStoredFile } from '../lib/storage/stored-files';

/** A fraction of the transformer's 2 GB, leaving the rest to sharp. */
const MAX_CACHED_BYTES = 256 * 1024 * 1024;

const originals = new Map<string, Buffer>(); // in order of last use, oldest first
let cachedBytes = 0;

export async function readOriginal(key: string): Promise<Buffer | undefined> {
  const cached = originals.get(key);
  if (cached) {
    originals.delete(key);
    originals.set(key, cached);
    return cached;
  }
  const bytes = (await readStoredFile(key))?.bytes;
  if (!bytes) return undefined;
  originals.set(key, bytes);
  cachedBytes += bytes.length;
  for (const [oldest, buffer] of originals) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    originals.delete(oldest);
    cachedBytes -= buffer.length;
  }
  return bytes;
}
