import { useQuery } from '@rocicorp/zero/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { searchText } from '@core/domain/search';
import { queries } from '@core/zero/queries';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { SubjectFormDialog } from '../../components/form-dialog';
import { Input } from '../../components/ui/input';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';

/** Past this many galleries to choose from, a search box narrows them by name. */
const SEARCH_FROM = 8;

type MovePhotosDialogProps = {
  galleryId: string;
  /** The photos to move (their ids); the dialog is open while they are set. */
  subject: readonly string[] | undefined;
  onOpenChange: (open: boolean) => void;
  onMoved: () => void;
};

/**
 * Moves the selected photos into another gallery of the studio, through the API: the server also
 * moves their files under that gallery. Both grids follow through Zero.
 */
export function MovePhotosDialog({ galleryId, subject, onOpenChange, onMoved }: MovePhotosDialogProps) {
  const { t } = useTranslation('galleries');
  return (
    <SubjectFormDialog
      subject={subject}
      onOpenChange={onOpenChange}
      title={(photoIds) => t('movePhotos.title', { count: photoIds.length })}
      description={t('movePhotos.description')}
      testId="move-photos-dialog"
    >
      {(photoIds) => (
        <MovePhotosForm
          galleryId={galleryId}
          photoIds={photoIds}
          onMoved={() => {
            onOpenChange(false);
            onMoved();
          }}
        />
      )}
    </SubjectFormDialog>
  );
}

function MovePhotosForm({
  galleryId,
  photoIds,
  onMoved,
}: {
  galleryId: string;
  photoIds: readonly string[];
  onMoved: () => void;
}) {
  const { t } = useTranslation(['galleries', 'backoffice', 'common']);
  const { account } = useAccount();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const [galleries, result] = useQuery(queries.galleries.list({ accountId: account.id }));
  const [term, setTerm] = useState('');
  const [targetId, setTargetId] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const others = galleries.filter((gallery) => gallery.id !== galleryId);
  const words = searchText(term).split(/\s+/).filter(Boolean);
  const shown = others.filter((gallery) => words.every((word) => searchText(gallery.name).includes(word)));
  const target = others.find((gallery) => gallery.id === targetId);

  const submit = async () => {
    if (!target) return;
    setPending(true);
    setError(undefined);
    try {
      await api.post(
        `/api/galleries/${encodeURIComponent(galleryId)}/photos/move`,
        { photoIds, toGalleryId: target.id },
        z.unknown(),
      );
      toast.success(t('movePhotos.moved', { count: photoIds.length, name: target.name }));
      onMoved();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      className="grid gap-4"
    >
      {others.length > SEARCH_FROM && (
        <Input
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('movePhotos.searchPlaceholder')}
          aria-label={t('movePhotos.search')}
          data-testid="move-photos-search"
        />
      )}
      {others.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {result.type === 'complete' ? t('movePhotos.none') : t('common:loading')}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('movePhotos.noMatch', { term })}</p>
      ) : (
        <RadioGroup
          value={targetId}
          onValueChange={setTargetId}
          aria-label={t('movePhotos.galleries')}
          className="max-h-72 overflow-y-auto p-0.5"
        >
          {shown.map((gallery) => (
            <RadioCard
              key={gallery.id}
              value={gallery.id}
              label={gallery.name}
              description={`${t('list.photos', { count: gallery.photoCount })} · ${t(`backoffice:galleryStatus.${gallery.status}`)}`}
            />
          ))}
        </RadioGroup>
      )}
      <DialogFormFooter
        error={error}
        pending={pending}
        disabled={target === undefined}
        submitLabel={t('movePhotos.confirm', { count: photoIds.length })}
        route="api"
      />
    </form>
  );
}
