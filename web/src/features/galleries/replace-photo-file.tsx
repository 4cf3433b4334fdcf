// The replace dialog's file and its upload, loaded with the dialog's first opening: it brings
// the uploader (replace-photo-dialog.tsx).
import { FileUp } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { HiddenFileInput } from '../../components/hidden-file-input';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogFooter } from '../../components/ui/dialog';
import { Progress } from '../../components/ui/progress';
import { useApi } from '../../hooks/use-api';
import { useWriteBlock } from '../../hooks/use-write-block';
import type { Photo } from './gallery-types';
import { photoPickerTypes } from './upload/photo-files';
import { reasonOf } from './upload/upload-panel';
import { GalleryUploads } from './upload/gallery-uploads';
import { isFinished, type UploadItem } from './upload/upload-items';

export function ReplaceFile({ galleryId, photo, onDone }: { galleryId: string; photo: Photo; onDone: () => void }) {
  const { t } = useTranslation(['galleries', 'upload', 'common']);
  const api = useApi();
  const blocked = useWriteBlock('api');
  const input = useRef<HTMLInputElement>(null);
  // One queue per opening, of one file at a time: a file chosen after a failure is a new try.
  // Not remembered across reloads: a replacement is chosen again in its dialog.
  const [queue] = useState(() => new GalleryUploads(api, galleryId, { replacePhotoId: photo.id, remember: false }));
  const item = useSyncExternalStore(queue.subscribe, queue.getSnapshot).at(-1);
  const busy = item !== undefined && !isFinished(item);
  // Closing the dialog stops an upload that has not reached storage yet.
  useEffect(() => () => queue.dispose(), [queue]);
  const done = item?.status === 'done';
  const finish = useEffectEvent(() => {
    toast.success(t('replacePhoto.replaced', { name: photo.filename }));
    onDone();
  });
  useEffect(() => {
    if (done) finish();
  }, [done]);

  return (
    <div className="grid gap-4">
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={busy || blocked !== undefined}
        onClick={() => input.current?.click()}
      >
        <FileUp aria-hidden="true" />
        {t('replacePhoto.choose')}
      </Button>
      <HiddenFileInput
        ref={input}
        accept={photoPickerTypes}
        onFile={(file) => void queue.add([file])}
        testId="replace-photo-input"
      />
      {item && <ReplaceProgress item={item} />}
      <WritesOffNotice reason={blocked} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('common:actions.cancel')}</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}

function ReplaceProgress({ item }: { item: UploadItem }) {
  const { t } = useTranslation(['galleries', 'upload']);
  if (item.status === 'failed') {
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>
          {item.failure && item.failure !== 'failed'
            ? t('replacePhoto.refused', {
                name: item.name,
                reason: t(`upload:reason.${reasonOf(item.name, item.failure)}`),
              })
            : t('replacePhoto.failed')}
        </AlertDescription>
      </Alert>
    );
  }
  if (item.status === 'cancelled' || item.status === 'done') return null;
  const percent = item.size > 0 ? Math.round((item.loaded / item.size) * 100) : 0;
  return (
    <div className="grid gap-2" data-testid="replace-photo-progress">
      <p className="truncate text-sm" aria-live="polite">
        {item.status === 'uploading'
          ? t('replacePhoto.uploading', { name: item.name, percent })
          : t(`upload:status.${item.status}`, { attempt: item.attempt + 1 })}
      </p>
      <Progress
        value={item.status === 'uploading' ? percent : 100}
        aria-label={t('upload:fileProgress', { name: item.name })}
      />
    </div>
  );
}
