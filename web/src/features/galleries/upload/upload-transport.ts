import { z } from 'zod';
import { ApiError, type ApiClient } from '@web/src/lib/api';
import { isFileProblem, PermanentUploadError, type UploadTransport } from './upload-queue';

const signResponse = z.object({
  uploads: z.array(
    z.object({ clientId: z.string(), key: z.string(), url: z.string(), fields: z.record(z.string(), z.string()) }),
  ),
  rejected: z.array(z.object({ clientId: z.string(), code: z.string() })),
});
const completeResponse = z.object({ photo: z.object({ id: z.string() }) });

/** A transfer to S3 that did not succeed; `status` 0 means the network failed. */
class TransferError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`upload to storage failed with status ${status}`);
    this.name = 'TransferError';
    this.status = status;
  }
}

/**
 * Worth another try: the network, the server having a moment, or a signature that expired
 * while the file waited its turn (S3 answers 403). Anything else will fail the same way again.
 */
function isTransient(status: number): boolean {
  return status === 0 || status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;
}

function asUploadError(error: unknown): unknown {
  if (error instanceof ApiError) {
    if (isFileProblem(error.code)) return new PermanentUploadError(error.code);
    if (error.code === 'upload_missing' || isTransient(error.status)) return error;
    return new PermanentUploadError('failed');
  }
  if (error instanceof TransferError && !isTransient(error.status)) return new PermanentUploadError('failed');
  return error;
}

/** The presigned POST itself: every policy field, then the file (S3 wants it last). */
function postToStorage(
  url: string,
  fields: Record<string, string>,
  file: Blob,
  onProgress: (loaded: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    // fetch() cannot report upload progress; XMLHttpRequest can.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => onProgress(Math.min(event.loaded, file.size));
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new TransferError(xhr.status)));
    xhr.onerror = () => reject(new TransferError(0));
    xhr.ontimeout = () => reject(new TransferError(0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Runs one step of an upload, telling the queue whether its failure is worth retrying. */
async function step<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asUploadError(error);
  }
}

/** The browser's uploads for one gallery: sign with the API, send to S3, then make the photo. */
export function browserUploadTransport(api: ApiClient, galleryId: string): UploadTransport {
  return {
    sign: (files) => step(() => api.post('/api/upload', { galleryId, files }, signResponse)),
    send: (upload, file, onProgress, signal) =>
      step(() => postToStorage(upload.url, upload.fields, file, onProgress, signal)),
    complete: async (key, filename) => {
      await step(() => api.post('/api/upload/complete', { galleryId, key, filename }, completeResponse));
    },
  };
}
