// The upload queue of one gallery: a photographer drops hundreds of large photos at once and
// each goes straight from the browser to S3 with a presigned POST, a few at a time.
//
// Why our own queue rather than Uppy: the server signs uploads in batches (one call for up to
// 100 files) and every stored file needs a second call that turns it into a photo; Uppy's S3
// plugin signs one file per call and knows nothing of the second step, so most of the work
// would live in hooks around it. What is left — a concurrency limit, retries with backoff,
// cancellation and progress from XMLHttpRequest — fits in this file, runs without a DOM in unit
// tests, and adds nothing to the bundle.
import { photoFileProblems, problemWith, photoTypeOf, type PhotoFileProblem } from './photo-files';

export type UploadStatus = 'queued' | 'uploading' | 'processing' | 'retrying' | 'done' | 'failed' | 'cancelled';

/**
 * Why the studio takes no photos for now (docs/decisions/pay-per-use.md): its allowance or cap
 * is reached, or an invoice is unpaid. An owner can change that in Usage, then retry.
 */
export const usageRefusals = ['usage_limit_reached', 'billing_past_due'] as const;
export type UsageRefusal = (typeof usageRefusals)[number];

export function isUsageRefusal(code: string | undefined): code is UsageRefusal {
  return (usageRefusals as readonly (string | undefined)[]).includes(code);
}

/**
 * Why a file failed: a problem with the file itself (retrying cannot help), the studio's limit
 * (retrying helps once an owner lifted it), or anything else.
 */
export type UploadFailure = PhotoFileProblem | UsageRefusal | 'failed';

/** The failure a server's refusal code stands for. */
export function failureOf(code: string): UploadFailure {
  return isFileProblem(code) || isUsageRefusal(code) ? code : 'failed';
}

export type UploadItem = {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly status: UploadStatus;
  /** Bytes sent so far in the current attempt. */
  readonly loaded: number;
  /** 1 for the first try. */
  readonly attempt: number;
  readonly failure?: UploadFailure;
};

export type SignedUpload = { clientId: string; key: string; url: string; fields: Record<string, string> };
export type FileToSign = { clientId: string; name: string; size: number; type: string };

/** The three calls an upload makes; the browser's version lives in upload-transport.ts. */
export type UploadTransport = {
  sign(
    files: readonly FileToSign[],
  ): Promise<{ uploads: SignedUpload[]; rejected: { clientId: string; code: string }[] }>;
  send(upload: SignedUpload, file: Blob, onProgress: (loaded: number) => void, signal: AbortSignal): Promise<void>;
  complete(key: string, filename: string): Promise<void>;
};

/** A failure that retrying will not fix, with the reason to show. */
export class PermanentUploadError extends Error {
  readonly failure: UploadFailure;
  constructor(failure: UploadFailure) {
    super(failure);
    this.name = 'PermanentUploadError';
    this.failure = failure;
  }
}

type UploadQueueOptions = {
  /** Files in flight at once: enough to fill a connection, few enough that each makes progress. */
  concurrency?: number;
  /** Tries per file, the first included. */
  maxAttempts?: number;
  /** Wait before try `attempt + 1`. */
  backoffMs?: (attempt: number) => number;
  /**
   * Files signed per call. Signatures expire (15 minutes), so they are asked for shortly before
   * use rather than all 500 at once.
   */
  signBatch?: number;
  /** Progress is reported at most this often; status changes at once. */
  progressIntervalMs?: number;
};

const defaults: Required<UploadQueueOptions> = {
  concurrency: 4,
  maxAttempts: 3,
  backoffMs: (attempt) => 1000 * 2 ** (attempt - 1),
  signBatch: 20,
  progressIntervalMs: 150,
};

export function isFileProblem(code: string): code is PhotoFileProblem {
  return (photoFileProblems as readonly string[]).includes(code);
}

const finished: readonly UploadStatus[] = ['done', 'failed', 'cancelled'];

export function isFinished(item: UploadItem): boolean {
  return finished.includes(item.status);
}

/** Failed or cancelled for a reason another try could fix. */
export function isRetryable(item: UploadItem): boolean {
  return (item.status === 'failed' || item.status === 'cancelled') && !(item.failure && isFileProblem(item.failure));
}

/** Failed for a reason another try could fix: what "Retry failed" sends again, never a cancelled file. */
export function isRetryableFailure(item: UploadItem): boolean {
  return item.status === 'failed' && isRetryable(item);
}

export class UploadQueue {
  private readonly options: Required<UploadQueueOptions>;
  private readonly items = new Map<string, UploadItem>();
  private readonly files = new Map<string, File>();
  private readonly signatures = new Map<string, Promise<SignedUpload>>();
  private readonly controllers = new Map<string, AbortController>();
  private readonly retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly UploadItem[] = [];
  private progressTimer: ReturnType<typeof setTimeout> | undefined;
  private nextId = 0;
  private readonly transport: UploadTransport;

  constructor(transport: UploadTransport, options: UploadQueueOptions = {}) {
    this.transport = transport;
    this.options = { ...defaults, ...options };
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadItem[] => this.snapshot;

  /** Whether anything is still on its way (leaving the page now would lose it). */
  get busy(): boolean {
    return this.snapshot.some((item) => !isFinished(item));
  }

  /** Queues files; those the studio cannot take fail at once with the reason. */
  add(files: Iterable<File>): void {
    for (const file of files) {
      const id = `upload-${++this.nextId}`;
      const problem = problemWith(file);
      this.files.set(id, file);
      this.items.set(id, {
        id,
        name: file.name,
        size: file.size,
        status: problem ? 'failed' : 'queued',
        loaded: 0,
        attempt: 1,
        ...(problem ? { failure: problem } : {}),
      });
    }
    this.changed();
    this.pump();
  }

  cancel(id: string): void {
    const item = this.items.get(id);
    // Once the file is stored the photo is being made: there is nothing left to stop.
    if (!item || isFinished(item) || item.status === 'processing') return;
    this.stop(id);
    this.update(id, { status: 'cancelled', loaded: 0 });
    this.pump();
  }

  cancelAll(): void {
    for (const item of this.items.values()) {
      if (!isFinished(item) && item.status !== 'processing') {
        this.stop(item.id);
        this.items.set(item.id, { ...item, status: 'cancelled', loaded: 0 });
      }
    }
    this.changed();
  }

  /** Tries a failed or cancelled file again, from the start. */
  retry(id: string): void {
    const item = this.items.get(id);
    if (!item || !isRetryable(item)) return;
    const { failure: _dropped, ...rest } = item;
    this.items.set(id, { ...rest, status: 'queued', loaded: 0, attempt: 1 });
    this.changed();
    this.pump();
  }

  /** Tries every retryable failure again; files the photographer cancelled stay cancelled. */
  retryFailed(): void {
    for (const item of this.items.values()) if (isRetryableFailure(item)) this.retry(item.id);
  }

  /** Forgets files that are done or cancelled; failures stay until retried or dismissed. */
  clearFinished(): void {
    for (const item of [...this.items.values()]) {
      if (item.status === 'done' || item.status === 'cancelled') this.forget(item.id);
    }
    this.changed();
  }

  dismiss(id: string): void {
    const item = this.items.get(id);
    if (!item || !isFinished(item)) return;
    this.forget(id);
    this.changed();
  }

  private forget(id: string): void {
    this.items.delete(id);
    this.files.delete(id);
    this.signatures.delete(id);
  }

  private stop(id: string): void {
    this.controllers.get(id)?.abort();
    this.controllers.delete(id);
    clearTimeout(this.retryTimers.get(id));
    this.retryTimers.delete(id);
    this.signatures.delete(id);
  }

  private get active(): number {
    let count = 0;
    for (const item of this.items.values()) if (item.status === 'uploading' || item.status === 'processing') count++;
    return count;
  }

  private pump(): void {
    let free = this.options.concurrency - this.active;
    for (const item of this.items.values()) {
      if (free <= 0) break;
      if (item.status !== 'queued') continue;
      free--;
      this.update(item.id, { status: 'uploading', loaded: 0 });
      void this.run(item.id);
    }
  }

  private async run(id: string): Promise<void> {
    const file = this.files.get(id);
    if (!file) return;
    const controller = new AbortController();
    this.controllers.set(id, controller);
    try {
      const signed = await this.signatureFor(id);
      if (controller.signal.aborted) return;
      await this.transport.send(signed, file, (loaded) => this.progress(id, loaded), controller.signal);
      if (controller.signal.aborted) return;
      this.update(id, { status: 'processing', loaded: file.size });
      await this.transport.complete(signed.key, file.name);
      this.update(id, { status: 'done' });
    } catch (error) {
      if (controller.signal.aborted) return;
      this.failed(id, error);
    } finally {
      // A signature is good for one object: a retry asks for a fresh one (the old may expire).
      this.signatures.delete(id);
      if (this.controllers.get(id) === controller) this.controllers.delete(id);
      this.pump();
    }
  }

  private failed(id: string, error: unknown): void {
    const item = this.items.get(id);
    if (!item) return;
    if (error instanceof PermanentUploadError || item.attempt >= this.options.maxAttempts) {
      const failure = error instanceof PermanentUploadError ? error.failure : 'failed';
      this.update(id, { status: 'failed', failure, loaded: 0 });
      if (isUsageRefusal(failure)) this.refuseQueued(failure);
      return;
    }
    this.update(id, { status: 'retrying', loaded: 0 });
    const timer = setTimeout(() => {
      this.retryTimers.delete(id);
      const current = this.items.get(id);
      if (current?.status !== 'retrying') return;
      this.update(id, { status: 'queued', attempt: current.attempt + 1 });
      this.pump();
    }, this.options.backoffMs(item.attempt));
    this.retryTimers.set(id, timer);
  }

  /**
   * Once the studio's limit refused one file it refuses the rest as well: the files still
   * waiting fail with the same reason instead of each asking the server in turn.
   */
  private refuseQueued(failure: UsageRefusal): void {
    for (const item of this.items.values()) {
      if (item.status === 'queued') this.items.set(item.id, { ...item, status: 'failed', failure, loaded: 0 });
    }
    this.changed();
  }

  /** This file's signature, asking for it together with the next few queued files. */
  private signatureFor(id: string): Promise<SignedUpload> {
    const existing = this.signatures.get(id);
    if (existing) return existing;
    const batch = [id];
    for (const item of this.items.values()) {
      if (batch.length >= this.options.signBatch) break;
      if (item.id !== id && item.status === 'queued' && !this.signatures.has(item.id)) batch.push(item.id);
    }
    const files = batch.flatMap((clientId) => {
      const file = this.files.get(clientId);
      const type = file && photoTypeOf(file);
      return file && type ? [{ clientId, name: file.name, size: file.size, type }] : [];
    });
    const request = this.transport.sign(files);
    for (const clientId of batch) {
      const signature = request.then(({ uploads, rejected }) => {
        const refusal = rejected.find((r) => r.clientId === clientId);
        if (refusal) throw new PermanentUploadError(failureOf(refusal.code));
        const upload = uploads.find((u) => u.clientId === clientId);
        if (!upload) throw new Error(`no signature for ${clientId}`);
        return upload;
      });
      // A failed call leaves the files further down the batch to ask again when their turn
      // comes (they may also be cancelled before they use theirs).
      signature.catch(() => {
        if (this.signatures.get(clientId) === signature) this.signatures.delete(clientId);
      });
      this.signatures.set(clientId, signature);
    }
    return this.signatures.get(id) ?? request.then(() => Promise.reject(new Error('unsigned')));
  }

  private progress(id: string, loaded: number): void {
    const item = this.items.get(id);
    if (item?.status !== 'uploading') return;
    this.items.set(id, { ...item, loaded });
    this.progressTimer ??= setTimeout(() => {
      this.progressTimer = undefined;
      this.changed();
    }, this.options.progressIntervalMs);
  }

  private update(id: string, changes: Partial<UploadItem>): void {
    const item = this.items.get(id);
    if (!item) return;
    this.items.set(id, { ...item, ...changes });
    this.changed();
  }

  private changed(): void {
    this.snapshot = [...this.items.values()];
    for (const listener of this.listeners) listener();
  }
}
