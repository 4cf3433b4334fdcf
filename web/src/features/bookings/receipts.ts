// Receipt files: uploaded straight to storage with a presigned POST (lib/presigned-upload.ts),
// then attached to the payment by the server once it has checked the file.
import { z } from 'zod';
import { ApiError, type ApiClient } from '../../lib/api';
import { postToStorage, presignedPost, StorageTransferError } from '../../lib/presigned-upload';

/** Uploads `file` as the receipt of payment `paymentId`; rejects with an ApiError. */
export async function uploadReceipt(api: ApiClient, paymentId: string, file: File): Promise<void> {
  const path = `/api/payments/${encodeURIComponent(paymentId)}`;
  const ticket = await api.post(`${path}/receipt-upload`, { contentType: file.type, size: file.size }, presignedPost);
  try {
    await postToStorage(ticket, file);
  } catch (error) {
    if (!(error instanceof StorageTransferError)) throw error;
    if (error.status === 0) throw new ApiError(0, 'network', 'Upload failed');
    throw new ApiError(error.status, 'receipt_invalid', `Storage refused the upload (${error.status})`);
  }
  await api.put(`${path}/receipt`, { key: ticket.key }, z.object({ receipt: z.string() }));
}

/** A link, valid for a minute, that downloads the payment's receipt file. */
export async function receiptDownloadUrl(api: ApiClient, paymentId: string): Promise<string> {
  const { url } = await api.get(
    `/api/payments/${encodeURIComponent(paymentId)}/receipt`,
    z.object({ url: z.string() }),
  );
  return url;
}
