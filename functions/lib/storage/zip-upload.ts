// ZIPs written to the bucket as they are made: client-zip pulls one file at a time and its output
// is a multipart upload, so memory holds a few parts whatever the archive's size; ZIP64 takes
// archives past 4 GB. Studio exports and clients' gallery downloads are built this way.
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { makeZip } from 'client-zip';
import { getS3 } from './s3';
import { bucket } from './stored-files';

export type ZipEntry = { name: string; input: string | Buffer | Readable; size?: number; lastModified: Date };

/** Streams the ZIP of `entries` to `key`; returns its size in bytes. */
export async function uploadZip(key: string, entries: AsyncIterable<ZipEntry>): Promise<number> {
  const body = Readable.fromWeb(makeZip(entries) as Parameters<typeof Readable.fromWeb>[0]);
  const upload = new Upload({
    client: getS3(),
    params: { Bucket: bucket(), Key: key, Body: body, ContentType: 'application/zip' },
    // Two 8 MiB parts in flight at most: what a ZIP holds in memory.
    queueSize: 2,
    partSize: 8 * 1024 * 1024,
  });
  await upload.done();
  const stored = await getS3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
  return stored.ContentLength ?? 0;
}

/** A stored object's body, to put in a ZIP: read only when the ZIP reaches it. */
export async function storedObjectStream(key: string): Promise<Readable> {
  const object = await getS3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return object.Body as Readable;
}

/** `name`, made unique among `taken` ("IMG_1.jpg" twice becomes "IMG_1 (2).jpg"), and safe as a path part. */
export function uniqueZipName(name: string, taken: Set<string>): string {
  const safe = name.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_').trim() || 'untitled';
  let candidate = safe;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const dot = safe.lastIndexOf('.');
    candidate = dot > 0 ? `${safe.slice(0, dot)} (${n})${safe.slice(dot)}` : `${safe} (${n})`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}
