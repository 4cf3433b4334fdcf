import { useTranslation } from 'react-i18next';
import { mutators } from '@core/zero/client-mutators';
import { ConfirmDialog, type ConfirmTarget } from '../../components/confirm-dialog';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import type { Photo } from './gallery-types';

/** Asks before deleting a photo: it leaves the gallery and storage for good. */
export function DeletePhotoDialog(target: ConfirmTarget<Photo>) {
  const { t } = useTranslation(['galleries', 'common']);
  const save = useToastedMutation();
  return (
    <ConfirmDialog
      {...target}
      testId="delete-photo-dialog"
      title={(subject) => t('deletePhoto.title', { name: subject.filename })}
      description={t('deletePhoto.description')}
      confirmLabel={t('common:actions.delete')}
      onConfirm={(subject) =>
        save(mutators.photo.delete({ id: subject.id }), t('toast.photoDeleted', { name: subject.filename }))
      }
    />
  );
}
