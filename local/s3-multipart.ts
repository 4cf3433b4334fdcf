// What s3rver lacks of S3's multipart uploads, which browsers rely on: listing an open
// upload's parts (a browser resumes after the last), abandoning one, listing a bucket's open
// uploads (for the sweep that stands in for the bucket's AbortIncompleteMultipartUpload rule),
// and NoSuchUpload for a part or an assembly of an upload that is not open (s3rver would make one).
// s3rver keeps an open upload in a directory of its own: the key, then one file per part.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AbortMultipartUploadCommand, ListMultipartUploadsCommand, type S3Client } from '@aws-sdk/client-s3';
import { STAGED_UPLOAD_LIFETIME_DAYS, STAGING_PREFIX } from '../functions/lib/storage/object-keys';

/** What this needs of s3rver's Koa application and its filesystem store. */
type S3rverInternals = {
  middleware: ((ctx: RequestContext, next: () => Promise<void>) => Promise<void>)[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
};
type RequestContext = {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  get(header: string): string;
  set(header: string, value: string): void;
};

const noSuchUpload = (uploadId: string) => ({
  status: 404,
  body: { Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.', UploadId: uploadId } },
});

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

function uploadsDirectory(internals: S3rverInternals, bucket: string): string {
  return internals.store.getResourcePath(bucket, undefined, 'uploads');
}

async function listParts(directory: string) {
  const names = (await readdir(directory)).filter((name) => /^\d+$/.test(name));
  const parts = await Promise.all(
    names.map(async (name) => {
      const [info, md5] = await Promise.all([
        stat(join(directory, name)),
        readFile(join(directory, `${name}.md5`), 'utf8'),
      ]);
      return { PartNumber: Number(name), LastModified: info.mtime.toISOString(), ETag: `"${md5}"`, Size: info.size };
    }),
  );
  return parts.sort((a, b) => a.PartNumber - b.PartNumber);
}

async function listUploads(uploads: string, prefix: string) {
  const ids = await readdir(uploads).catch(() => [] as string[]);
  const open = await Promise.all(
    ids.map(async (id) => {
      const keyFile = join(uploads, id, 'key');
      const key = await readFile(keyFile, 'utf8').catch(() => undefined);
      if (key === undefined || !key.startsWith(prefix)) return [];
      return [{ Key: key, UploadId: id, Initiated: (await stat(keyFile)).mtime.toISOString() }];
    }),
  );
  return open.flat();
}

/** Answers the multipart requests s3rver does not, before its router sees them. */
export function completeMultipartSupport(server: unknown): void {
  const internals = server as S3rverInternals;
  const handle = async (ctx: RequestContext, next: () => Promise<void>) => {
    const [, bucket = '', ...keyParts] = ctx.path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    const uploads = uploadsDirectory(internals, bucket);
    if (key === '' && ctx.method === 'GET' && 'uploads' in ctx.query) {
      const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
      const upload = await listUploads(uploads, prefix);
      ctx.body = { ListMultipartUploadsResult: { Bucket: bucket, Prefix: prefix, IsTruncated: false, Upload: upload } };
      return;
    }
    if (key === '' || uploadId === undefined || ctx.method === 'OPTIONS') return next();
    // Browsers list parts and abandon uploads themselves: answered here, past s3rver's CORS.
    const origin = ctx.get('origin');
    if (origin) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Expose-Headers', 'ETag');
    }
    const directory = join(uploads, uploadId);
    if (!/^[\w-]+$/.test(uploadId) || !(await exists(join(directory, 'key')))) {
      Object.assign(ctx, noSuchUpload(uploadId));
      return;
    }
    if (ctx.method === 'GET') {
      const part = await listParts(directory);
      ctx.body = {
        ListPartsResult: { Bucket: bucket, Key: key, UploadId: uploadId, IsTruncated: false, Part: part },
      };
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(directory, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    return next();
  };
  // Before the router (the last middleware), after the one that writes plain objects as XML.
  internals.middleware.splice(internals.middleware.length - 1, 0, handle);
}

/** The moment before which a staged upload, or a multipart one, was abandoned by its browser. */
export const abandonedBefore = (now: Date): number => now.getTime() - STAGED_UPLOAD_LIFETIME_DAYS * 86_400_000;

/**
 * Abandons the multipart uploads of `bucket` started STAGED_UPLOAD_LIFETIME_DAYS or more before
 * `now` and never assembled, as the bucket's lifecycle rule does in S3; returns their keys. `prefix` narrows it
 * (a test sweeping "a day later" must not take the uploads other tests are sending meanwhile).
 */
export async function sweepAbandonedUploads(
  client: S3Client,
  bucket: string,
  now = new Date(),
  prefix = STAGING_PREFIX,
): Promise<string[]> {
  const cutoff = abandonedBefore(now);
  const { Uploads = [] } = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix }));
  const stale = Uploads.filter(({ Initiated }) => Initiated && Initiated.getTime() <= cutoff);
  for (const { Key, UploadId } of stale)
    await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId }));
  return stale.flatMap(({ Key }) => (Key ? [Key] : []));
}
