// Where the galleries' uploads stand, for the back office's header on every screen. Each
// gallery's queue reports its counts here (lib/report-gallery-uploads.ts), so the header shows
// them without loading Uppy or the galleries' code.
import { observable } from './observable';

export type GalleryUploadReport = {
  accountId: string;
  galleryId: string;
  galleryName: string;
  /** Files not cancelled. */
  total: number;
  done: number;
  /** Queued, uploading, processing or waiting to be tried again. */
  pending: number;
  failed: number;
  /** Restored after a reload without their bytes: they go once chosen again. */
  missing: number;
  /** Finished, and the photographer saw so in the header: not shown until more come. */
  seen: boolean;
};

/** Galleries with uploads, in the order they first reported. */
export const galleryUploadReports = observable<readonly GalleryUploadReport[]>([]);

export const finished = (report: Omit<GalleryUploadReport, 'seen'>): boolean =>
  report.pending + report.failed + report.missing === 0;

/** The photographer has seen that the uploads finished: the header lets them go. */
export function acknowledgeFinishedUploads(): void {
  galleryUploadReports.set(galleryUploadReports.get().map((report) => ({ ...report, seen: finished(report) })));
}

/**
 * What the header says, most pressing first: files on their way (paused while the browser is
 * offline, when they wait and resume by themselves), then failures and files to choose again,
 * which need the photographer, then that everything landed.
 */
export type UploadsState = 'uploading' | 'paused' | 'failed' | 'missing' | 'done';

export type UploadsOverview = {
  state: UploadsState;
  done: number;
  /** Never 0. */
  total: number;
  /** The number the state speaks of: the failures, the files to choose again, or every file. */
  count: number;
  /** How many galleries the counts cover. */
  galleries: number;
  /** The gallery a click leads to: the first one in the state shown. */
  galleryId: string;
  galleryName: string;
};

/** The studio's uploads summed over its galleries, or undefined when there is nothing to show. */
export function uploadsOverview(
  reports: readonly GalleryUploadReport[],
  accountId: string,
  online: boolean,
): UploadsOverview | undefined {
  const studio = reports.filter((report) => report.accountId === accountId && !report.seen);
  const sum = (key: 'done' | 'total' | 'pending' | 'failed' | 'missing') =>
    studio.reduce((all, report) => all + report[key], 0);
  // The first count that is not zero names the state: see UploadsState.
  const most = (['pending', 'failed', 'missing', 'total'] as const).find((key) => sum(key) > 0);
  const target = most && studio.find((report) => report[most] > 0);
  if (!most || !target) return undefined;
  return {
    state: most === 'pending' ? (online ? 'uploading' : 'paused') : most === 'total' ? 'done' : most,
    done: sum('done'),
    total: sum('total'),
    count: sum(most === 'pending' ? 'total' : most),
    galleries: studio.length,
    galleryId: target.galleryId,
    galleryName: target.galleryName,
  };
}
