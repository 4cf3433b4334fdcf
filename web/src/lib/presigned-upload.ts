// Files go from the browser straight to storage: the API signs a POST policy, the browser sends
// the policy's fields and the file, and the API checks what arrived before using it.
import { z } from 'zod';

/** What the API answers when it signs an upload: where to post, and the fields to post first. */
export const presignedPost = z.object({ key: z.string(), url: z.string(), fields: z.record(z.string(), z.string()) });
export type PresignedPost = z.output<typeof presignedPost>;

/** A post to storage that did not succeed; `status` 0 means the network failed. */
export class StorageTransferError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`upload to storage failed with status ${status}`);
    this.name = 'StorageTransferError';
    this.status = status;
  }
}

type PostOptions = { onProgress?: (loaded: number) => void; signal?: AbortSignal };

/**
 * Sends `file` with the signed policy: every field, then the file (S3 wants it last). Rejects
 * with a StorageTransferError, or an AbortError when `signal` cancels it.
 */
export function postToStorage(
  post: PresignedPost,
  file: Blob,
  { onProgress, signal }: PostOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', file);
    // fetch() cannot report upload progress; XMLHttpRequest can.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', post.url);
    if (onProgress) xhr.upload.onprogress = (event) => onProgress(Math.min(event.loaded, file.size));
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new StorageTransferError(xhr.status));
    xhr.onerror = () => reject(new StorageTransferError(0));
    xhr.ontimeout = () => reject(new StorageTransferError(0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
