import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { ConfirmDialog, type ConfirmTarget } from '../../components/confirm-dialog';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import type { Gallery } from './gallery-types';

/**
 * Deletes a gallery through the API, not Zero: the server also removes every photo's stored
 * file, which can take a while for big galleries. The list follows through Zero.
 */
export function DeleteGalleryDialog(target: ConfirmTarget<Gallery>) {
  const { t } = useTranslation('galleries');
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      {...target}
      testId="delete-gallery-dialog"
      title={(subject) => t('deleteGallery.title', { name: subject.name })}
      description={t('deleteGallery.description', { count: target.subject?.photoCount ?? 0 })}
      confirmLabel={t('deleteGallery.confirm')}
      route="api"
      onConfirm={async (subject) => {
        try {
          await api.delete(`/api/gallery/${encodeURIComponent(subject.id)}`, z.unknown());
        } catch (error) {
          return apiErrorMessage(error);
        }
        toast.success(t('toast.galleryDeleted', { name: subject.name }));
        await navigate('/app/galleries', { replace: true });
        return undefined;
      }}
    />
  );
}
