// The gallery screen's dialogs as it opens them: each (with the dialog library, its form and
// what it checks) loads when first opened, not with the screen. Each is open while its subject
// is set.
import { lazyDialog } from '../../components/lazy-dialog';

const hasSubject = ({ subject }: { subject: unknown }) => subject !== undefined;

export const DeleteGalleryDialog = lazyDialog(
  async () => (await import('./delete-gallery-dialog')).DeleteGalleryDialog,
  hasSubject,
);
export const DeletePhotoDialog = lazyDialog(
  async () => (await import('./delete-photo-dialog')).DeletePhotoDialog,
  hasSubject,
);
export const DeletePhotosDialog = lazyDialog(
  async () => (await import('./delete-photos-dialog')).DeletePhotosDialog,
  hasSubject,
);
export const MovePhotosDialog = lazyDialog(
  async () => (await import('./move-photos-dialog')).MovePhotosDialog,
  hasSubject,
);
export const ReplacePhotoDialog = lazyDialog(
  async () => (await import('./replace-photo-dialog')).ReplacePhotoDialog,
  hasSubject,
);
