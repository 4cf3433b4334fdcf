import { z } from 'zod';
import { ApiError, type ApiClient } from '@web/src/lib/api';
import { postToStorage, presignedPost, StorageTransferError } from '@web/src/lib/presigned-upload';
import { failureOf, PermanentUploadError, type UploadTransport } from './upload-queue';

const signResponse = z.object({
  uploads: z.array(presignedPost.extend({ clientId: z.string() })),
  rejected: z.array(z.object({ clientId: z.string(), code: z.string() })),
});
const completeResponse = z.object({ photo: z.object({ id: z.string() }) });

/**
 * Worth another try: the network, the server having a moment, or a signature that expired
 * while the file waited its turn (S3 answers 403). Anything else will fail the same way again.
 */
function isTransient(status: number): boolean {
  return status === 0 || status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;
}

function asUploadError(error: unknown): unknown {
  if (error instanceof ApiError) {
    // A problem with the file, or the studio's limit: the same answer until something changes.
    const failure = failureOf(error.code);
    if (failure !== 'failed') return new PermanentUploadError(failure);
    if (error.code === 'upload_missing' || isTransient(error.status)) return error;
    return new PermanentUploadError('failed');
  }
  if (error instanceof StorageTransferError && !isTransient(error.status)) return new PermanentUploadError('failed');
  return error;
}

/** Runs one step of an upload, telling the queue whether its failure is worth retrying. */
async function step<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asUploadError(error);
  }
}

/**
 * The browser's uploads for one gallery: sign with the API, send to S3, then make the photo, or
 * with `replacePhotoId` give that photo the file instead.
 */
export function browserUploadTransport(api: ApiClient, galleryId: string, replacePhotoId?: string): UploadTransport {
  return {
    sign: (files) => step(() => api.post('/api/upload', { galleryId, files }, signResponse)),
    send: (upload, file, onProgress, signal) => step(() => postToStorage(upload, file, { onProgress, signal })),
    complete: async (key, filename) => {
      await step(() =>
        api.post('/api/upload/complete', { galleryId, key, filename, replacePhotoId }, completeResponse),
      );
    },
  };
}
