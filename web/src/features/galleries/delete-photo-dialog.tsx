import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { mutators } from '@core/zero/mutators';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import type { Photo } from './gallery-types';

/** Asks before deleting a photo: it leaves the gallery and storage for good. */
export function DeletePhotoDialog({
  photo,
  onOpenChange,
}: {
  photo: Photo | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['galleries', 'common']);
  const mutate = useZeroMutation();
  return (
    <ConfirmDialog
      subject={photo}
      onOpenChange={onOpenChange}
      testId="delete-photo-dialog"
      title={(subject) => t('deletePhoto.title', { name: subject.filename })}
      description={t('deletePhoto.description')}
      confirmLabel={t('common:actions.delete')}
      onConfirm={async (subject) => {
        const outcome = await mutate(mutators.photo.delete({ id: subject.id }));
        if (!outcome.ok) return outcome.message;
        toast.success(t('toast.photoDeleted', { name: subject.filename }));
        return undefined;
      }}
    />
  );
}
