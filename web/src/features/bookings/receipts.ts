// Receipt files: uploaded straight to storage with a presigned POST, then attached to the
// payment by the server once it has checked the file (functions/payments/receipt-*.ts).
import { z } from 'zod';
import { ApiError, type ApiClient } from '../../lib/api';

const uploadTicket = z.object({ key: z.string(), url: z.string(), fields: z.record(z.string(), z.string()) });

/** Uploads `file` as the receipt of payment `paymentId`; rejects with an ApiError. */
export async function uploadReceipt(api: ApiClient, paymentId: string, file: File): Promise<void> {
  const path = `/api/payments/${encodeURIComponent(paymentId)}`;
  const ticket = await api.post(`${path}/receipt-upload`, { contentType: file.type, size: file.size }, uploadTicket);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(ticket.url, { method: 'POST', body: form });
  } catch (cause) {
    throw new ApiError(0, 'network', cause instanceof Error ? cause.message : 'Upload failed');
  }
  if (!response.ok)
    throw new ApiError(response.status, 'receipt_invalid', `Storage refused the upload (${response.status})`);
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
