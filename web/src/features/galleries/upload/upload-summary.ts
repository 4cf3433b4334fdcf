import type { UploadItem } from './upload-items';

export type UploadSummary = {
  /** Files not cancelled. */
  total: number;
  done: number;
  failed: number;
  /** Still queued, uploading, processing or waiting to retry. */
  pending: number;
  /** Restored after a reload without their bytes: they go once chosen again. */
  missing: number;
  /** 0–100: the share of `total` that is done, the fraction the panel's heading states. */
  percent: number;
};

/** Where an upload stands, for the panel's heading and its progress bar alike. */
export function summarizeUploads(items: readonly UploadItem[]): UploadSummary {
  let done = 0;
  let failed = 0;
  let pending = 0;
  let missing = 0;
  for (const item of items) {
    if (item.status === 'done') done++;
    else if (item.status === 'failed') failed++;
    else if (item.status === 'missing') missing++;
    else if (item.status !== 'cancelled') pending++;
  }
  const total = done + failed + pending + missing;
  return { total, done, failed, pending, missing, percent: total === 0 ? 0 : (done / total) * 100 };
}
