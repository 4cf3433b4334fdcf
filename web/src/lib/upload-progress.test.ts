import { describe, expect, it } from 'vitest';
import { reportGalleryUploads } from './report-gallery-uploads';
import {
  acknowledgeFinishedUploads,
  galleryUploadReports,
  uploadsOverview,
  type GalleryUploadReport,
} from './upload-progress';

const report = (galleryId: string, counts: Partial<GalleryUploadReport> = {}): GalleryUploadReport => ({
  accountId: 'studio',
  galleryId,
  galleryName: `Gallery ${galleryId}`,
  total: 10,
  done: 10,
  pending: 0,
  failed: 0,
  missing: 0,
  seen: false,
  ...counts,
});

describe("the header's overview of the studio's uploads", () => {
  it('sums the galleries of the studio and leads to the one uploading', () => {
    const reports = [
      report('done'),
      report('busy', { total: 60, done: 12, pending: 48 }),
      report('elsewhere', { accountId: 'another studio', pending: 5 }),
    ];
    expect(uploadsOverview(reports, 'studio', true)).toEqual({
      state: 'uploading',
      done: 22,
      total: 70,
      count: 70,
      galleries: 2,
      galleryId: 'busy',
      galleryName: 'Gallery busy',
    });
  });

  it('says the uploads are paused while the browser is offline', () => {
    const reports = [report('busy', { done: 4, pending: 6 })];
    expect(uploadsOverview(reports, 'studio', false)).toMatchObject({ state: 'paused', done: 4, total: 10 });
  });

  it('once nothing is on its way, leads to failures first, then files to choose again', () => {
    const waiting = report('waiting', { done: 6, missing: 4 });
    const failed = report('failed', { done: 7, failed: 3 });
    expect(uploadsOverview([waiting, failed], 'studio', true)).toMatchObject({
      state: 'failed',
      count: 3,
      galleryId: 'failed',
    });
    expect(uploadsOverview([waiting, report('done')], 'studio', true)).toMatchObject({
      state: 'missing',
      count: 4,
      galleryId: 'waiting',
    });
    expect(uploadsOverview([report('done')], 'studio', true)).toMatchObject({ state: 'done', done: 10, total: 10 });
  });

  it('shows nothing for a studio with no uploads, or only finished ones the photographer saw', () => {
    expect(uploadsOverview([report('elsewhere', { accountId: 'another studio' })], 'studio', true)).toBeUndefined();
    expect(uploadsOverview([report('seen', { seen: true })], 'studio', true)).toBeUndefined();
  });
});

const shownIds = () =>
  galleryUploadReports
    .get()
    .filter((entry) => !entry.seen)
    .map((entry) => entry.galleryId);

describe('the reports the header shows', () => {
  it('keeps one report a gallery, and drops a gallery whose list was cleared', () => {
    reportGalleryUploads(report('kept', { done: 1, pending: 9 }));
    reportGalleryUploads(report('kept', { done: 2, pending: 8 }));
    reportGalleryUploads(report('cleared', { done: 1, pending: 9 }));
    expect(galleryUploadReports.get().filter((entry) => entry.galleryId === 'kept')).toEqual([
      report('kept', { done: 2, pending: 8 }),
    ]);
    reportGalleryUploads(report('cleared', { total: 0, done: 0 }));
    expect(shownIds()).not.toContain('cleared');
  });

  it('lets finished uploads go once seen, keeps failures, and shows the gallery again when more come', () => {
    reportGalleryUploads(report('finished'));
    reportGalleryUploads(report('with failures', { done: 8, failed: 2 }));
    acknowledgeFinishedUploads();
    expect(shownIds()).not.toContain('finished');
    expect(shownIds()).toContain('with failures');

    // The same finished counts again (any later change of the queue) do not bring it back.
    reportGalleryUploads(report('finished'));
    expect(shownIds()).not.toContain('finished');
    reportGalleryUploads(report('finished', { total: 15, pending: 5 }));
    expect(shownIds()).toContain('finished');
  });
});
