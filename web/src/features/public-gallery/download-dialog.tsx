import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_PHOTOS } from '@core/domain/downloads';
import { FormDialog } from '../../components/form-dialog';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { isLanguage } from '../../lib/languages';
import { requestPhoto, requestZip, saveFile, type DownloadSize, type StartedDownload } from './download-api';
import { DownloadProgress } from './download-progress';
import type { SelectionListView } from './use-selection';

type DownloadDialogProps = {
  slug: string;
  galleryId: string;
  /** The client's token: an invite's, or a public gallery's visitor's. */
  access: string;
  sizes: readonly DownloadSize[];
  pinRequired: boolean;
  /** A PIN the client already typed right on this page, filled in again. */
  knownPin: string | undefined;
  onPinAccepted: (pin: string) => void;
  total: number;
  /** The client's lists with their counts: each one that has photos can be downloaded. */
  lists: readonly SelectionListView[];
  /** One photo to download; none for a ZIP of the gallery or a list. */
  photo: { id: string; filename: string } | undefined;
  onClose: () => void;
  /** Where the keyboard goes once the dialog closes; by default, back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * What the client downloads and how: the whole gallery or one of their lists (or the photo they
 * were looking at), the size where the photographer offers both, and the PIN where one is set.
 * A ZIP is then prepared on the server and followed here. Loaded when first opened.
 */
export default function DownloadDialog(props: DownloadDialogProps) {
  const { t } = useTranslation('public');
  const { photo, onClose, onCloseAutoFocus } = props;
  const [started, setStarted] = useState<StartedDownload>();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={photo ? t('download.photoTitle') : t('download.title')}
      description={photo ? photo.filename : started ? t('download.startedHint') : t('download.description')}
      testId="download-dialog"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {started ? (
        <>
          <DownloadProgress id={started.id} token={started.token} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('download.close')}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <DownloadForm {...props} onStarted={setStarted} />
      )}
    </FormDialog>
  );
}

function DownloadForm({
  slug,
  galleryId,
  access,
  sizes,
  pinRequired,
  knownPin,
  onPinAccepted,
  total,
  lists,
  photo,
  onClose,
  onStarted,
}: DownloadDialogProps & { onStarted: (download: StartedDownload) => void }) {
  const { t, i18n } = useTranslation(['public', 'errors']);
  const choices = [
    { id: ALL_PHOTOS, label: t('download.all'), count: total },
    ...lists.filter((list) => list.count > 0).map((list) => ({ id: list.id, label: list.name, count: list.count })),
  ];
  const [list, setList] = useState<string>(ALL_PHOTOS);
  const [size, setSize] = useState<DownloadSize>(sizes[0] ?? 'web');
  const [pin, setPin] = useState(knownPin ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (pinRequired && pin.trim() === '') {
      setError(t('errors:download_pin_required'));
      return;
    }
    setBusy(true);
    const request = { slug, galleryId, access, size, pin: pinRequired ? pin.trim() : undefined };
    try {
      if (photo) {
        const file = await requestPhoto({ ...request, photoId: photo.id });
        saveFile(file.url, file.filename);
        onClose();
      } else {
        const locale = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
        onStarted(await requestZip({ ...request, list, locale }));
      }
      if (pinRequired) onPinAccepted(pin.trim());
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : 'unknown';
      setError(t(`errors:${code}`, { defaultValue: t('errors:unknown') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
      {!photo && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('download.what')}</legend>
          <RadioGroup value={list} onValueChange={setList}>
            {choices.map((choice) => (
              <RadioCard
                key={choice.id}
                value={choice.id}
                label={choice.label}
                description={t('download.count', { count: choice.count })}
              />
            ))}
          </RadioGroup>
        </fieldset>
      )}
      {sizes.length > 1 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('download.size')}</legend>
          <RadioGroup value={size} onValueChange={(value) => setSize(value as DownloadSize)}>
            {sizes.map((option) => (
              <RadioCard
                key={option}
                value={option}
                label={t(`download.sizes.${option}`)}
                description={t(`download.sizeHints.${option}`)}
              />
            ))}
          </RadioGroup>
        </fieldset>
      )}
      {pinRequired && (
        <Field label={t('download.pin')} description={t('download.pinHint')}>
          {(control) => (
            <Input
              {...control}
              value={pin}
              onChange={(event) => setPin(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              className="w-40"
            />
          )}
        </Field>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('download.cancel')}
        </Button>
        <Button type="submit" variant="brand" disabled={busy}>
          {busy && <Spinner />}
          {photo ? t('download.downloadPhoto') : t('download.prepare')}
        </Button>
      </DialogFooter>
    </form>
  );
}
