// The uploads of one gallery, sent by Uppy (@uppy/core, @uppy/aws-s3, @uppy/golden-retriever):
// files up to 10 MB as one presigned POST, larger ones as S3 multipart uploads that resume from
// the last part that landed; every request to the bucket is signed by the API for a staged key
// it makes. Golden Retriever keeps the list across a reload or a closed lid, not the bytes. What
// Uppy does not do lives here: the photo a file becomes (the completion), retries with back-off
// and after the connection returns, and recognising files the gallery already has by their
// name, size and SHA-256, so a folder chosen again sends only what is missing.
import AwsS3 from '@uppy/aws-s3';
import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import GoldenRetriever, { type GoldenRetrieverOptions } from '@uppy/golden-retriever';
import PQueue from 'p-queue';
import { z } from 'zod';
import { ApiError, type ApiClient } from '@web/src/lib/api';
import { presignedPost } from '@web/src/lib/presigned-upload';
import { photoTypeOf, problemWith } from './photo-files';
import { contentHashes } from './content-hashes';
import { SigningAhead, type Declared, type Signature } from './signing-ahead';
import {
  failureOf,
  isFinished,
  isRetryable,
  isRetryableFailure,
  isUsageRefusal,
  PermanentUploadError,
  type UploadFailure,
  type UploadItem,
} from './upload-items';

/** Files above this go in parts. */
export const MULTIPART_ABOVE_BYTES = 10 * 1024 * 1024;
/**
 * Files in flight at once: as many connections as a browser opens to one host over HTTP/1.1, so
 * none waits for another's; more than four filled the connection better even on loopback.
 */
const CONCURRENCY = 6;
/**
 * Completions sent at once. Each holds a connection to the API while the server examines the
 * photo, and a browser opens six to one host over HTTP/1.1: with one per file in flight, slow
 * completions left none for the screens' own requests. Four keep two free.
 */
const COMPLETING_AT_ONCE = 4;
/** Files looked at together: one question to the API about them, and their hashes in one go. */
const BATCH = 20;
/** Waits before each retry of a failed transfer; past the last, the file fails. */
const RETRY_DELAYS_MS = [1000, 2000];
/**
 * The list the screen reads is made again at most this often: Uppy changes its state on every
 * progress event of every file, and drawing each one kept the browser from sending.
 */
const SNAPSHOT_EVERY_MS = 200;
/**
 * Golden Retriever hands these on to its IndexedDB store of files' bytes (its type names only the
 * database's name): no file is small enough to keep. Copying each photo into IndexedDB while it
 * uploads competed with the upload for the disk and the processor, and the photographer chooses
 * the folder again after a reload anyway.
 */
const KEEP_NO_BYTES = { maxFileSize: 0, maxTotalSize: 0 } as GoldenRetrieverOptions['indexedDB'];

/** What this keeps of each file in Uppy's meta (saved with it by Golden Retriever). */
type FileMeta = Meta & {
  sha256?: string;
  /** The photo is registered: the file is done. */
  registered?: boolean;
  failure?: UploadFailure;
  attempt?: number;
};
type File_ = UppyFile<FileMeta, Record<string, never>>;

const signed = z.object({ url: z.string(), key: z.string().optional() });
const signResponse = z.object({
  uploads: z.array(presignedPost.extend({ clientId: z.string() })),
  rejected: z.array(z.object({ clientId: z.string(), code: z.string() })),
});
const completeResponse = z.object({ photo: z.object({ id: z.string() }) });
const knownResponse = z.object({ known: z.array(z.string()) });
const alikeResponse = z.object({ alike: z.array(z.number()) });

/**
 * Worth another try: the network, the server having a moment, or a signature that expired
 * while the file waited its turn (S3 answers 403). Anything else will fail the same way again.
 */
const isTransient = (status: number): boolean =>
  status === 0 || status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;

/** The refusal an API error stands for, or undefined when another try may succeed. */
function refusalOf(error: unknown): UploadFailure | undefined {
  if (error instanceof PermanentUploadError) return error.failure;
  if (error instanceof ApiError) {
    const failure = failureOf(error.code);
    if (failure !== 'failed') return failure;
    return error.code === 'upload_missing' || isTransient(error.status) ? undefined : 'failed';
  }
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && !isTransient(status) ? 'failed' : undefined;
}

const s3Requests = { PUT: 'part', GET: 'parts', POST: 'complete', DELETE: 'abort' } as const;

function statusOf(file: File_): UploadItem['status'] {
  if (file.meta.registered) return 'done';
  if (file.meta.failure) return 'failed';
  if (file.isGhost) return 'missing';
  if (file.progress.uploadComplete) return 'processing';
  if (file.error) return 'retrying';
  return file.progress.uploadStarted ? 'uploading' : 'queued';
}

function itemOf(file: File_): UploadItem {
  return {
    id: file.id,
    name: file.name ?? '',
    size: file.size ?? 0,
    status: statusOf(file),
    loaded: file.progress.bytesUploaded || 0,
    attempt: file.meta.attempt ?? 1,
    ...(file.meta.failure ? { failure: file.meta.failure } : {}),
  };
}

export class GalleryUploads {
  private readonly uppy: Uppy<FileMeta, Record<string, never>>;
  private readonly listeners = new Set<() => void>();
  /** Files not sent at all: refused in the browser, already in the gallery, or cancelled. */
  private readonly aside = new Map<string, UploadItem>();
  private readonly cancelled = new Map<string, File>();
  private snapshot: readonly UploadItem[] = [];
  private snapshotAt = 0;
  private nextSnapshot: ReturnType<typeof setTimeout> | undefined;
  private nextId = 0;
  private readonly replacePhotoId: string | undefined;
  private readonly signer: SigningAhead;
  private readonly completing = new PQueue({ concurrency: COMPLETING_AT_ONCE });
  private readonly onOnline = () => this.resumeAfterOffline();

  constructor(
    private readonly api: ApiClient,
    private readonly galleryId: string,
    options: { replacePhotoId?: string; remember?: boolean } = {},
  ) {
    this.replacePhotoId = options.replacePhotoId;
    this.signer = new SigningAhead(
      (files) => signFiles(api, galleryId, files),
      () => this.waitingToSend(),
    );
    this.uppy = new Uppy<FileMeta, Record<string, never>>({
      id: `gallery-uploads-${galleryId}`,
      autoProceed: false,
    }).use(AwsS3, {
      limit: CONCURRENCY,
      shouldUseMultipart: goesInParts,
      // The API makes the real key; this only tells the signer which file asks.
      generateObjectKey: (file) => file.id,
      signRequest: (request) => this.sign(request),
    });
    if (options.remember !== false) this.uppy.use(GoldenRetriever, { serviceWorker: false, indexedDB: KEEP_NO_BYTES });
    this.uppy.on('state-update', () => this.changed());
    this.uppy.on('upload-success', (file, response) => {
      const key = (response.body as { key?: string } | undefined)?.key;
      if (file && key) void this.register(file.id, key);
    });
    this.uppy.on('upload-error', (file, error) => {
      if (file) this.failed(file.id, error);
    });
    // After a reload: what was sent but not yet a photo is completed, the rest goes on by itself.
    this.uppy.on('restored', () => {
      for (const file of this.files()) {
        const key = (file.response?.body as { key?: string } | undefined)?.key;
        if (file.progress.uploadComplete && !file.meta.registered && !file.meta.failure && key)
          void this.register(file.id, key);
      }
      this.uppy.emit('restore-confirmed');
    });
    window.addEventListener('online', this.onOnline);
  }

  /** Stops everything still on its way and lets go of the browser's events. */
  dispose(): void {
    window.removeEventListener('online', this.onOnline);
    clearTimeout(this.nextSnapshot);
    this.uppy.destroy();
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadItem[] => this.snapshot;

  /**
   * Queues files. Those the studio cannot take fail at once with the reason; those the gallery
   * has already (same name, size and SHA-256) count as done without being sent; one restored
   * after a reload without its bytes takes them back and goes.
   */
  async add(files: Iterable<File>): Promise<void> {
    const acceptable: File[] = [];
    for (const file of files) {
      const problem = problemWith(file);
      if (problem) this.setAside(file, { status: 'failed', failure: problem });
      else acceptable.push(file);
    }
    // In batches, so the first files go while the later ones are still being looked at; the next
    // batch is looked at while this one is queued.
    const batchAt = (start: number) => acceptable.slice(start, start + BATCH);
    let looking = this.lookAt(batchAt(0));
    for (let start = 0; start < acceptable.length; start += BATCH) {
      const batch = batchAt(start);
      const { hashes, known } = await looking;
      looking = this.lookAt(batchAt(start + BATCH));
      looking.catch(() => {}); // awaited on the next turn, if there is one
      for (const [i, file] of batch.entries()) this.take(file, hashes.get(i), known);
      void this.uppy.upload().catch(() => {});
    }
  }

  /**
   * The SHA-256 of the files of `batch` that need one (by index), and which of those the gallery
   * has. Reading a file to hash it costs about as much as sending it, so a file is hashed only
   * when the gallery has a photo of its name and size (it may be that photo), when it goes in
   * parts (the server then tells a resumed upload's parts are this file's), or when it is a TIFF
   * (kept as a JPEG of another name and size, it is recognised by its own bytes' hash).
   */
  private async lookAt(batch: readonly File[]): Promise<{ hashes: Map<number, string>; known: Set<string> }> {
    if (batch.length === 0) return { hashes: new Map(), known: new Set() };
    const chosen = batch.map((file) => ({ filename: file.name, size: file.size }));
    const { alike } = await this.api.post(
      '/api/upload/alike',
      { galleryId: this.galleryId, files: chosen },
      alikeResponse,
    );
    const worthHashing = new Set(alike);
    batch.forEach((file, i) => {
      if (goesInParts(file) || photoTypeOf(file) === 'image/tiff') worthHashing.add(i);
    });
    const indexes = [...worthHashing];
    if (indexes.length === 0) return { hashes: new Map(), known: new Set() };
    const digests = await contentHashes(indexes.map((i) => batch[i]!));
    const hashes = new Map(indexes.map((index, n) => [index, digests[n]!]));
    const { known } = await this.api.post(
      '/api/upload/known',
      { galleryId: this.galleryId, sha256s: digests },
      knownResponse,
    );
    return { hashes, known: new Set(known) };
  }

  /**
   * One chosen file: skipped when it is on its way already, done when the gallery has it, and
   * otherwise sent — in the place of a file restored without its bytes, from its last part.
   */
  private take(file: File, sha256: string | undefined, known: ReadonlySet<string>): void {
    const same = this.files().filter((queued) => isSameFile(queued, file, sha256));
    if (same.some((queued) => !queued.isGhost)) return;
    const ghost = same[0];
    if (sha256 !== undefined && known.has(sha256) && this.replacePhotoId === undefined) {
      if (ghost) this.uppy.removeFile(ghost.id);
      this.setAside(file, { status: 'done' });
      return;
    }
    const id = this.uppy.addFile({ name: file.name, type: photoTypeOf(file), data: file, meta: { sha256 } });
    // Uppy gives the ghost its bytes back itself when the browser names the file alike; when it
    // does not, the parts that landed before the reload stay: the new file resumes that upload.
    if (ghost && ghost.id !== id) {
      this.uppy.setFileState(id, { s3Multipart: ghost.s3Multipart });
      this.uppy.removeFile(ghost.id);
    }
  }

  cancel(id: string): void {
    const file = this.uppy.getFile(id) as File_ | undefined;
    if (!file || file.progress.uploadComplete || file.meta.registered) return;
    if (file.data instanceof File) this.cancelled.set(id, file.data);
    this.aside.set(id, { ...itemOf(file), status: 'cancelled', loaded: 0 });
    this.uppy.removeFile(id);
  }

  cancelAll(): void {
    for (const file of this.files()) this.cancel(file.id);
  }

  /** Tries a failed or cancelled file again, from the start (a multipart one from its last part). */
  retry(id: string): void {
    const cancelled = this.cancelled.get(id);
    if (cancelled) {
      this.cancelled.delete(id);
      this.aside.delete(id);
      void this.add([cancelled]);
      return;
    }
    const file = this.uppy.getFile(id) as File_ | undefined;
    if (!file || !isRetryable(itemOf(file))) return;
    this.uppy.setFileMeta(id, { failure: undefined, attempt: 1 });
    const key = (file.response?.body as { key?: string } | undefined)?.key;
    if (file.progress.uploadComplete && key) void this.register(id, key);
    else void this.uppy.retryUpload(id).catch(() => {});
  }

  retryFailed(): void {
    for (const item of this.items()) if (isRetryableFailure(item)) this.retry(item.id);
  }

  /** Forgets files that are done or cancelled; failures stay until retried or dismissed. */
  clearFinished(): void {
    for (const item of this.items()) if (item.status === 'done' || item.status === 'cancelled') this.forget(item.id);
    this.changed();
  }

  dismiss(id: string): void {
    const item = this.items().find((candidate) => candidate.id === id);
    if (!item || !isFinished(item)) return;
    this.forget(id);
    this.changed();
  }

  private forget(id: string): void {
    this.aside.delete(id);
    this.cancelled.delete(id);
    if (this.uppy.getFile(id)) this.uppy.removeFile(id);
  }

  private files(): File_[] {
    return this.uppy.getFiles() as File_[];
  }

  private setAside(file: File, item: Pick<UploadItem, 'status' | 'failure'>): void {
    const id = `aside-${++this.nextId}`;
    this.aside.set(id, { id, name: file.name, size: file.size, loaded: 0, attempt: 1, ...item });
    this.changed();
  }

  /** Signs one request the S3 plugin is about to send to the bucket. */
  private async sign(request: Parameters<typeof presignRequest>[0]) {
    return presignRequest(request, {
      api: this.api,
      galleryId: this.galleryId,
      fileOf: (id) => this.uppy.getFile(id) as File_ | undefined,
      signatureFor: (file) => this.signer.signatureFor(file),
    });
  }

  /** The files that will go as one POST and have not started, in the order Uppy sends them. */
  private *waitingToSend(): Generator<Declared> {
    for (const file of this.files()) {
      const started = file.progress.uploadComplete || (file.progress.bytesUploaded || 0) > 0;
      if (!file.data || file.isGhost || file.error || file.meta.failure || started || goesInParts(file)) continue;
      const declared = declaredOf(file);
      if (declared) yield declared;
    }
  }

  /** Makes the sent file a photo of the gallery (or the replaced photo's file). */
  private async register(id: string, key: string): Promise<void> {
    const file = this.uppy.getFile(id) as File_ | undefined;
    if (!file) return;
    try {
      await this.completing.add(() =>
        this.api.post(
          '/api/upload/complete',
          {
            galleryId: this.galleryId,
            key,
            filename: file.name,
            sha256: file.meta.sha256,
            replacePhotoId: this.replacePhotoId,
          },
          completeResponse,
        ),
      );
      this.uppy.setFileMeta(id, { registered: true });
    } catch (error) {
      this.failed(id, error, () => this.register(id, key));
    }
  }

  /**
   * A failure: a refusal fails the file (the studio's limit fails every file waiting, which would
   * be refused alike); anything else is tried again after a wait, or once the connection is back.
   */
  private failed(id: string, error: unknown, again: () => Promise<unknown> = () => this.uppy.retryUpload(id)): void {
    const file = this.uppy.getFile(id) as File_ | undefined;
    if (!file) return;
    const refusal = refusalOf(error);
    const attempt = file.meta.attempt ?? 1;
    if (refusal !== undefined || attempt > RETRY_DELAYS_MS.length) {
      this.uppy.setFileMeta(id, { failure: refusal ?? 'failed' });
      if (isUsageRefusal(refusal)) this.refuseWaiting(refusal);
      return;
    }
    if (!navigator.onLine) return; // resumeAfterOffline sends it again
    setTimeout(
      () => {
        if (!this.uppy.getFile(id)) return;
        this.uppy.setFileMeta(id, { attempt: attempt + 1 });
        void Promise.resolve(again()).catch(() => {});
      },
      RETRY_DELAYS_MS[attempt - 1],
    );
  }

  private refuseWaiting(failure: UploadFailure): void {
    for (const file of this.files())
      if (!file.progress.uploadStarted && !file.meta.failure) {
        this.uppy.setFileMeta(file.id, { failure });
        this.uppy.removeFile(file.id);
        this.aside.set(file.id, { ...itemOf(file), status: 'failed', failure });
      }
  }

  private resumeAfterOffline(): void {
    for (const file of this.files()) {
      const key = (file.response?.body as { key?: string } | undefined)?.key;
      if (file.meta.registered || file.meta.failure) continue;
      if (file.progress.uploadComplete && key) void this.register(file.id, key);
      else if (file.error) void this.uppy.retryUpload(file.id).catch(() => {});
    }
  }

  private items(): UploadItem[] {
    return [...this.aside.values(), ...this.files().map(itemOf)];
  }

  /** Tells the listeners once the changes made together are made, and then every SNAPSHOT_EVERY_MS. */
  private changed(): void {
    if (this.nextSnapshot !== undefined) return;
    this.nextSnapshot = setTimeout(
      () => {
        this.nextSnapshot = undefined;
        this.snapshotAt = performance.now();
        this.snapshot = this.items();
        for (const listener of this.listeners) listener();
      },
      Math.max(0, this.snapshotAt + SNAPSHOT_EVERY_MS - performance.now()),
    );
  }
}

type SignContext = {
  api: ApiClient;
  galleryId: string;
  fileOf: (id: string) => File_ | undefined;
  /** A new file's presigned POST (signing-ahead.ts). */
  signatureFor: (file: Declared) => Promise<Signature>;
};
type S3Request = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; key: string; uploadId?: string; partNumber?: number };

/**
 * A presigned request of the S3 plugin: a new file's POST (one request) or the start of its
 * multipart upload, both under a key the API makes, or a request on an open multipart upload.
 */
export async function presignRequest(request: S3Request, { api, galleryId, fileOf, signatureFor }: SignContext) {
  if (request.uploadId !== undefined) {
    return api.post(
      '/api/upload/multipart/sign',
      {
        galleryId,
        key: request.key,
        uploadId: request.uploadId,
        request: s3Requests[request.method],
        partNumber: request.partNumber,
      },
      signed,
    );
  }
  const file = fileOf(request.key);
  const declared = file && declaredOf(file);
  if (!declared) throw new PermanentUploadError('unsupported_type');
  const { type } = declared;
  if (request.method === 'POST') {
    const start = await api
      .post('/api/upload/multipart', { galleryId, filename: declared.name, size: declared.size, type }, signed)
      .catch((error: unknown) => {
        throw refusalOf(error) ? new PermanentUploadError(refusalOf(error) ?? 'failed') : error;
      });
    return { ...start, headers: { 'Content-Type': type } };
  }
  const signature = await signatureFor(declared);
  if ('refused' in signature) throw new PermanentUploadError(failureOf(signature.refused));
  return { url: signature.url, fields: signature.fields, key: signature.key };
}

/** Files above MULTIPART_ABOVE_BYTES go in parts. */
const goesInParts = (file: { size?: number | null }) => (file.size ?? 0) > MULTIPART_ABOVE_BYTES;

/**
 * Whether the queued file is the chosen one: by content when both were hashed (a file that goes
 * in parts always is, so parts are never resumed with another file's), else by name and size.
 */
function isSameFile(queued: File_, chosen: File, sha256: string | undefined): boolean {
  if (sha256 !== undefined && queued.meta.sha256 !== undefined) return queued.meta.sha256 === sha256;
  return queued.name === chosen.name && queued.size === chosen.size;
}

/** A file as the API is asked to sign it, or undefined when it is no photo the gallery takes. */
function declaredOf(file: File_): Declared | undefined {
  const type = photoTypeOf({ name: file.name ?? '', type: file.type });
  return type && { clientId: file.id, name: file.name ?? '', size: file.size ?? 0, type };
}

/** Presigned POSTs for `files` in one call, by their clientId. */
async function signFiles(api: ApiClient, galleryId: string, files: readonly Declared[]) {
  const { uploads, rejected } = await api.post('/api/upload', { galleryId, files }, signResponse);
  return new Map<string, Signature>([
    ...uploads.map(({ clientId, ...post }) => [clientId, post] as const),
    ...rejected.map(({ clientId, code }) => [clientId, { refused: code }] as const),
  ]);
}
