// The gallery screen's dialogs as it opens them: each (with the dialog library, its form and
// what it checks) loads when first opened, not with the screen. Each is open while its subject
// is set.
import { lazyDialog } from '../../components/lazy-dialog';

export const DeleteGalleryDialog = lazyDialog(
  async () => (await import('./delete-gallery-dialog')).DeleteGalleryDialog,
);
export const DeletePhotoDialog = lazyDialog(async () => (await import('./delete-photo-dialog')).DeletePhotoDialog);
export const DeletePhotosDialog = lazyDialog(async () => (await import('./delete-photos-dialog')).DeletePhotosDialog);
export const MovePhotosDialog = lazyDialog(async () => (await import('./move-photos-dialog')).MovePhotosDialog);
export const ReplacePhotoDialog = lazyDialog(async () => (await import('./replace-photo-dialog')).ReplacePhotoDialog);
