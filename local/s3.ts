// The photo bucket, held by s3rver: a real S3-compatible server driven by the real AWS SDK.
// It checks no signatures, sizes or content types, so handlers must never rely on it to
// enforce a limit: they check the stored object itself. It has no lifecycle rules either, so
// the platform sweeps stale staged uploads and abandoned multipart uploads itself, as the
// bucket's rules do in S3 (stacks/storage.ts).
import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { mkdir, unlink } from 'node:fs/promises';
import { STAGING_PREFIX } from '../functions/lib/storage/object-keys';
import { s3Client } from '../functions/lib/storage/s3';
import { abandonedBefore, completeMultipartSupport, sweepAbandonedUploads } from './s3-multipart';

export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

function corsXml(origin: string): string {
  return `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** A client of the local bucket, configured as the handlers' own. */
export function localS3Client(endpoint: string): S3Client {
  return s3Client({ endpoint, credentials: LOCAL_S3_CREDENTIALS });
}

/**
 * Deletes the staged uploads that are older than STAGED_UPLOAD_LIFETIME_DAYS at `now`: uploads
 * nobody completed. Returns their keys. `prefix` narrows it to one studio's (a test sweeping "a
 * day later" must not take the uploads other tests are completing meanwhile).
 */
export async function sweepStagedUploads(
  client: S3Client,
  bucket: string,
  now = new Date(),
  prefix = STAGING_PREFIX,
): Promise<string[]> {
  const cutoff = abandonedBefore(now);
  const stale: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
    for (const { Key, LastModified } of page.Contents ?? [])
      if (Key && LastModified && LastModified.getTime() <= cutoff) stale.push(Key);
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  for (let start = 0; start < stale.length; start += 1000) {
    const Objects = stale.slice(start, start + 1000).map((Key) => ({ Key }));
    await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
  }
  return stale;
}

/** The part of s3rver's filesystem store that deletes objects. */
type ObjectFiles = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  deleteObject(bucket: string, key: string): Promise<void>;
};

/**
 * s3rver deletes an object's files, then removes its parent directories while they are empty.
 * That races with a write into the same directory (its mkdir, then open): a photo posted to a
 * gallery's staging area while another of the gallery's uploads was moved out of it crashed the
 * whole server with ENOENT. A bucket has no directories, so leaving empty ones behind changes
 * nothing a client sees.
 */
function keepEmptyDirectories(server: S3rver): void {
  const store = (server as unknown as { store: ObjectFiles }).store;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resource) =>
        unlink(store.getResourcePath(bucket, key, resource)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  };
}

type ListOptions = { delimiter?: string; prefix?: string; startAfter?: string; maxKeys?: number };
type Listing = { objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean };
type ObjectLists = { listObjects(bucket: string, options: ListOptions): Promise<Listing> };

/**
 * s3rver lists a delimited prefix by walking its directories, and skips every directory below
 * the first delimiter before looking inside: a common prefix whose objects lie deeper (litestream's
 * `generations/<id>/snapshots/…`) was never listed, so no backup was ever found. It now lists
 * every key under the prefix and groups them, as S3 does; such listings here are small.
 */
function listDeepCommonPrefixes(server: S3rver): void {
  const store = (server as unknown as { store: ObjectLists }).store;
  const list = store.listObjects.bind(store);
  store.listObjects = async (bucket, options) => {
    const { delimiter, prefix = '' } = options;
    if (!delimiter) return list(bucket, options);
    const all = await list(bucket, { ...options, delimiter: '', maxKeys: Infinity });
    const commonPrefixes = new Set<string>();
    const objects = all.objects.filter(({ key }) => {
      const end = key.indexOf(delimiter, prefix.length);
      if (end !== -1) commonPrefixes.add(key.slice(0, end + delimiter.length));
      return end === -1;
    });
    return { objects, commonPrefixes: [...commonPrefixes].sort(), isTruncated: false };
  };
}

export async function startS3(options: {
  directory: string;
  port: number;
  bucket: string;
  appOrigin: string;
  log: (line: string) => void;
}) {
  await mkdir(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [corsXml(options.appOrigin)] }],
  });
  keepEmptyDirectories(server);
  listDeepCommonPrefixes(server);
  completeMultipartSupport(server);
  await server.run();
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = localS3Client(endpoint);
  const sweep = () =>
    void Promise.all([sweepStagedUploads(client, options.bucket), sweepAbandonedUploads(client, options.bucket)]).catch(
      (error: unknown) => options.log(`sweeping staged uploads: ${String(error)}`),
    );
  sweep();
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS).unref();
  return {
    endpoint,
    stop: () => {
      clearInterval(sweeper);
      client.destroy();
      return server.close();
    },
  };
}
