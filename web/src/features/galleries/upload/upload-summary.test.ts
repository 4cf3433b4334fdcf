import { describe, expect, it } from 'vitest';
import type { UploadItem, UploadStatus } from './upload-items';
import { summarizeUploads } from './upload-summary';

let next = 0;
const item = (status: UploadStatus, size: number, loaded = 0): UploadItem => ({
  id: `upload-${++next}`,
  name: `IMG_${next}.jpg`,
  size,
  status,
  loaded,
  attempt: 1,
});

describe('the upload summary', () => {
  it('fills the bar to the share of photos its heading says are uploaded, whatever their sizes', () => {
    // One small photo uploaded, three large ones refused: "1 of 4 photos uploaded", a quarter.
    const summary = summarizeUploads([
      item('done', 1_000),
      item('failed', 20_000_000),
      item('failed', 20_000_000),
      item('failed', 20_000_000),
    ]);
    expect(summary).toEqual({ total: 4, done: 1, failed: 3, pending: 0, missing: 0, percent: 25 });
  });

  it('counts a file on its way as not yet uploaded, and leaves cancelled files out', () => {
    const summary = summarizeUploads([
      item('done', 5_000_000),
      item('uploading', 5_000_000, 4_900_000),
      item('processing', 5_000_000, 5_000_000),
      item('cancelled', 5_000_000),
    ]);
    expect(summary).toMatchObject({ total: 3, done: 1, failed: 0, pending: 2 });
    expect(summary.percent).toBeCloseTo(33.33, 2);
  });

  it('is empty before anything is added', () => {
    expect(summarizeUploads([])).toEqual({ total: 0, done: 0, failed: 0, pending: 0, missing: 0, percent: 0 });
  });

  it('counts files restored without their bytes as waiting, as "612 of 1,000 uploaded, 388 waiting" says', () => {
    const summary = summarizeUploads([
      ...Array.from({ length: 612 }, () => item('done', 1_000)),
      ...Array.from({ length: 380 }, () => item('missing', 1_000)),
      ...Array.from({ length: 8 }, () => item('queued', 1_000)),
    ]);
    expect(summary).toMatchObject({ total: 1000, done: 612, pending: 8, missing: 380 });
  });
});
