import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SubjectFormDialog } from '../../components/form-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import type { Photo } from './gallery-types';

// The uploader's code comes with the dialog's first opening, not with the gallery's screen.
const ReplaceFile = lazy(async () => ({ default: (await import('./replace-photo-file')).ReplaceFile }));

type ReplacePhotoDialogProps = {
  galleryId: string;
  /** The photo whose file is replaced; the dialog is open while it is set. */
  subject: Photo | undefined;
  onOpenChange: (open: boolean) => void;
};

/**
 * Gives a photo a new file, uploaded as any photo is (checked the same way, retried the same
 * way); the photo keeps its place, cover and clients' picks, and the grid follows through Zero.
 */
export function ReplacePhotoDialog({ galleryId, subject, onOpenChange }: ReplacePhotoDialogProps) {
  const { t } = useTranslation('galleries');
  return (
    <SubjectFormDialog
      subject={subject}
      onOpenChange={onOpenChange}
      title={(photo) => t('replacePhoto.title', { name: photo.filename })}
      description={t('replacePhoto.description')}
      testId="replace-photo-dialog"
    >
      {(photo) => (
        <Suspense fallback={<Skeleton className="h-9 w-48" />}>
          <ReplaceFile galleryId={galleryId} photo={photo} onDone={() => onOpenChange(false)} />
        </Suspense>
      )}
    </SubjectFormDialog>
  );
}
