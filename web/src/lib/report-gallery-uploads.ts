// How a gallery's uploads tell the header where they stand (lib/upload-progress.ts): kept apart
// from the header's side, so the back office's first screen does not load it.
import { finished, galleryUploadReports, type GalleryUploadReport } from './upload-progress';

type Report = Omit<GalleryUploadReport, 'seen'>;

const counts = ['galleryName', 'total', 'done', 'pending', 'failed', 'missing'] as const;

/** A gallery's uploads changed; one with no files left is dropped. Bytes sent are no news. */
export function reportGalleryUploads(next: Report): void {
  const reports = galleryUploadReports.get();
  const known = reports.find((report) => report.galleryId === next.galleryId);
  if (known && counts.every((key) => known[key] === next[key])) return;
  // Finished uploads the photographer has seen stay out of sight until more come.
  const report = { ...next, seen: Boolean(known?.seen) && finished(next) };
  if (next.total === 0) galleryUploadReports.set(reports.filter((entry) => entry !== known));
  else if (known) galleryUploadReports.set(reports.map((entry) => (entry === known ? report : entry)));
  else galleryUploadReports.set([...reports, report]);
}
