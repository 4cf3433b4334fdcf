import { useTranslation } from 'react-i18next';
import { mutators } from '@core/zero/client-mutators';
import { ConfirmDialog, type ConfirmTarget } from '../../components/confirm-dialog';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';

/** Asks before deleting the selected photos (their ids): they leave the gallery and storage for good. */
export function DeletePhotosDialog({
  onDeleted,
  ...target
}: ConfirmTarget<readonly string[]> & { onDeleted: () => void }) {
  const { t } = useTranslation(['galleries', 'common']);
  const save = useToastedMutation();
  return (
    <ConfirmDialog
      {...target}
      testId="delete-photos-dialog"
      title={(ids) => t('deletePhotos.title', { count: ids.length })}
      description={t('deletePhotos.description')}
      confirmLabel={t('common:actions.delete')}
      onConfirm={async (ids) => {
        const refused = await save(
          mutators.photo.deleteMany({ ids: [...ids] }),
          t('toast.photosDeleted', { count: ids.length }),
        );
        if (refused === undefined) onDeleted();
        return refused;
      }}
    />
  );
}
