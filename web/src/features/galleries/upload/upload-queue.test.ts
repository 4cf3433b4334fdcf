import { describe, expect, it, vi } from 'vitest';
import {
  PermanentUploadError,
  UploadQueue,
  type FileToSign,
  type SignedUpload,
  type UploadItem,
  type UploadTransport,
} from './upload-queue';

const photo = (name: string, size = 1000, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

type Sent = { upload: SignedUpload; resolve: () => void; reject: (error: unknown) => void; signal: AbortSignal };

/** A transport whose transfers finish only when the test says so. */
function fakeTransport(options: { reject?: (file: FileToSign) => string | undefined } = {}) {
  const signCalls: FileToSign[][] = [];
  const inFlight: Sent[] = [];
  const completed: string[] = [];
  let completeError: ((filename: string) => unknown) | undefined;
  const transport: UploadTransport = {
    sign: (files) => {
      signCalls.push([...files]);
      const rejected = files.flatMap((f) => {
        const code = options.reject?.(f);
        return code ? [{ clientId: f.clientId, code }] : [];
      });
      const uploads = files
        .filter((f) => !rejected.some((r) => r.clientId === f.clientId))
        .map((f) => ({
          clientId: f.clientId,
          key: `key-${f.name}-${signCalls.length}`,
          url: 'http://s3/bucket',
          fields: {},
        }));
      return Promise.resolve({ uploads, rejected });
    },
    send: (upload, _file, onProgress, signal) =>
      new Promise<void>((resolve, reject) => {
        onProgress(10);
        inFlight.push({ upload, resolve, reject, signal });
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
    complete: (_key, filename) => {
      const error = completeError?.(filename);
      if (error) return Promise.reject(error);
      completed.push(filename);
      return Promise.resolve();
    },
  };
  return {
    transport,
    signCalls,
    inFlight,
    completed,
    failCompleteWith(fn: (filename: string) => unknown) {
      completeError = fn;
    },
  };
}

const byName = (items: readonly UploadItem[], name: string) => items.find((item) => item.name === name);
const statuses = (queue: UploadQueue) => Object.fromEntries(queue.getSnapshot().map((i) => [i.name, i.status]));

describe('the upload queue', () => {
  it('sends at most `concurrency` files at once and starts the next as one finishes', async () => {
    const fake = fakeTransport();
    const queue = new UploadQueue(fake.transport, { concurrency: 2, progressIntervalMs: 0 });
    queue.add([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(2));
    expect(statuses(queue)).toEqual({ 'a.jpg': 'uploading', 'b.jpg': 'uploading', 'c.jpg': 'queued' });

    fake.inFlight[0]?.resolve();
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(3));
    await vi.waitFor(() => expect(byName(queue.getSnapshot(), 'a.jpg')?.status).toBe('done'));
    expect(fake.completed).toEqual(['a.jpg']);
  });

  it('signs the next files in one call, not one call per file', async () => {
    const fake = fakeTransport();
    const queue = new UploadQueue(fake.transport, { concurrency: 2, signBatch: 3 });
    queue.add(['1.jpg', '2.jpg', '3.jpg', '4.jpg'].map((name) => photo(name)));
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(2));
    expect(fake.signCalls.map((call) => call.map((f) => f.name))).toEqual([['1.jpg', '2.jpg', '3.jpg']]);
  });

  it('refuses files that are not photos, are too large or are empty without sending them, and says which', async () => {
    const fake = fakeTransport();
    const queue = new UploadQueue(fake.transport);
    queue.add([
      photo('notes.txt', 10, 'text/plain'),
      photo('huge.jpg', 51 * 1024 * 1024),
      photo('empty.jpg', 0),
      photo('empty.txt', 0, 'text/plain'),
    ]);
    const items = queue.getSnapshot();
    expect(items.map((i) => [i.status, i.failure])).toEqual([
      ['failed', 'unsupported_type'],
      ['failed', 'file_too_large'],
      ['failed', 'empty'],
      ['failed', 'empty'],
    ]);
    // Sending them again cannot help.
    queue.retryFailed();
    for (const item of items) queue.retry(item.id);
    expect(queue.getSnapshot()).toEqual(items);
    expect(fake.signCalls).toEqual([]);
  });

  it('takes AVIF files that the browser left untyped, by their extension, and refuses HEIC', async () => {
    const fake = fakeTransport();
    const queue = new UploadQueue(fake.transport);
    queue.add([photo('IMG_0001.avif', 100, ''), photo('IMG_0002.HEIC', 100, '')]);
    await vi.waitFor(() => expect(fake.signCalls).toHaveLength(1));
    expect(fake.signCalls[0]?.map((f) => [f.name, f.type])).toEqual([['IMG_0001.avif', 'image/avif']]);
    expect(byName(queue.getSnapshot(), 'IMG_0002.HEIC')?.failure).toBe('unsupported_type');
  });

  it('retries a failed transfer with a fresh signature, then reports it failed after the last try', async () => {
    const fake = fakeTransport();
    const queue = new UploadQueue(fake.transport, { maxAttempts: 2, backoffMs: () => 0 });
    queue.add([photo('flaky.jpg')]);
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(1));
    fake.inFlight[0]?.reject(new Error('network'));
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(2));
    expect(fake.inFlight[1]?.upload.key).not.toBe(fake.inFlight[0]?.upload.key);
    expect(byName(queue.getSnapshot(), 'flaky.jpg')?.attempt).toBe(2);

    fake.inFlight[1]?.reject(new Error('network'));
    await vi.waitFor(() => expect(byName(queue.getSnapshot(), 'flaky.jpg')?.status).toBe('failed'));
    expect(byName(queue.getSnapshot(), 'flaky.jpg')?.failure).toBe('failed');

    // A person can try once more by hand.
    queue.retry(byName(queue.getSnapshot(), 'flaky.jpg')?.id ?? '');
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(3));
    fake.inFlight[2]?.resolve();
    await vi.waitFor(() => expect(byName(queue.getSnapshot(), 'flaky.jpg')?.status).toBe('done'));
  });

  it('does not retry what the server refused for good, and says why', async () => {
    const fake = fakeTransport({ reject: (f) => (f.name === 'big.jpg' ? 'file_too_large' : undefined) });
    const queue = new UploadQueue(fake.transport, { backoffMs: () => 0 });
    queue.add([photo('big.jpg'), photo('odd.jpg')]);
    fake.failCompleteWith((name) => (name === 'odd.jpg' ? new PermanentUploadError('unsupported_type') : undefined));
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(1));
    fake.inFlight[0]?.resolve();
    await vi.waitFor(() =>
      expect(queue.getSnapshot().map((i) => [i.name, i.status, i.failure])).toEqual([
        ['big.jpg', 'failed', 'file_too_large'],
        ['odd.jpg', 'failed', 'unsupported_type'],
      ]),
    );
    expect(fake.signCalls).toHaveLength(1);
  });

  it("fails every waiting file with the studio's limit once it refuses one, and lets them be retried", async () => {
    let refusing = true;
    const fake = fakeTransport({ reject: () => (refusing ? 'usage_limit_reached' : undefined) });
    const queue = new UploadQueue(fake.transport, { concurrency: 1, signBatch: 1 });
    queue.add([photo('one.jpg'), photo('two.jpg'), photo('three.jpg')]);
    await vi.waitFor(() =>
      expect(queue.getSnapshot().map((i) => [i.status, i.failure])).toEqual([
        ['failed', 'usage_limit_reached'],
        ['failed', 'usage_limit_reached'],
        ['failed', 'usage_limit_reached'],
      ]),
    );
    // One refusal was enough: the files behind it did not each ask again.
    expect(fake.signCalls).toHaveLength(1);

    // Once an owner lifts the limit, the same files go.
    refusing = false;
    queue.retryFailed();
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(1));
    expect(byName(queue.getSnapshot(), 'one.jpg')?.status).toBe('uploading');
  });

  it('cancels one file mid-transfer or everything still waiting, and a cancelled file can be sent again', async () => {
    const fake = fakeTransport();
    const queue = new UploadQueue(fake.transport, { concurrency: 1 });
    queue.add([photo('one.jpg'), photo('two.jpg'), photo('three.jpg')]);
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(1));
    const one = byName(queue.getSnapshot(), 'one.jpg');
    queue.cancel(one?.id ?? '');
    expect(fake.inFlight[0]?.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(2));

    queue.cancelAll();
    expect(statuses(queue)).toEqual({ 'one.jpg': 'cancelled', 'two.jpg': 'cancelled', 'three.jpg': 'cancelled' });
    expect(fake.inFlight[1]?.signal.aborted).toBe(true);
    expect(queue.busy).toBe(false);

    queue.retry(one?.id ?? '');
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(3));
    fake.inFlight[2]?.resolve();
    await vi.waitFor(() => expect(byName(queue.getSnapshot(), 'one.jpg')?.status).toBe('done'));
    queue.clearFinished();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('retries every failed file at once, leaving the files the photographer cancelled cancelled', async () => {
    const fake = fakeTransport();
    const queue = new UploadQueue(fake.transport, { concurrency: 3, maxAttempts: 1 });
    queue.add([photo('lost.jpg'), photo('unwanted.jpg'), photo('kept.jpg')]);
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(3));
    fake.inFlight[0]?.reject(new Error('network'));
    queue.cancel(byName(queue.getSnapshot(), 'unwanted.jpg')?.id ?? '');
    fake.inFlight[2]?.resolve();
    await vi.waitFor(() =>
      expect(statuses(queue)).toEqual({ 'lost.jpg': 'failed', 'unwanted.jpg': 'cancelled', 'kept.jpg': 'done' }),
    );

    queue.retryFailed();
    await vi.waitFor(() => expect(fake.inFlight).toHaveLength(4));
    expect(statuses(queue)).toEqual({ 'lost.jpg': 'uploading', 'unwanted.jpg': 'cancelled', 'kept.jpg': 'done' });
    fake.inFlight[3]?.resolve();
    await vi.waitFor(() => expect(byName(queue.getSnapshot(), 'lost.jpg')?.status).toBe('done'));
    expect(fake.completed).toEqual(['kept.jpg', 'lost.jpg']);
  });

  it('reports bytes sent per file', async () => {
    const fake = fakeTransport();
    const queue = new UploadQueue(fake.transport, { progressIntervalMs: 0 });
    queue.add([photo('a.jpg', 1000)]);
    await vi.waitFor(() => expect(byName(queue.getSnapshot(), 'a.jpg')?.loaded).toBe(10));
  });
});
