import { useQuery } from '@rocicorp/zero/react';
import { ArrowLeft, ImageUp, Images } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLink } from '@core/domain/account-settings';
import { MAX_SITE_IMAGE_BYTES, siteImageInputTypes, storedSiteImage } from '@core/domain/brand-files';
import { imageUrl } from '@core/domain/images';
import { queries } from '@core/zero/queries';
import { useAccount } from '../hooks/use-account';
import { useApi } from '../hooks/use-api';
import { useApiErrorMessage } from '../hooks/use-api-error-message';
import { useBrandFileErrorMessage } from '../hooks/use-brand-file-error-message';
import { useImageAccess } from '../hooks/use-image-access';
import { useWriteBlock } from '../hooks/use-write-block';
import { postBrandFile } from '../lib/brand-file-upload';
import { FormDialog } from './form-dialog';
import { HiddenFileInput } from './hidden-file-input';
import { Button } from './ui/button';
import { Field, type FieldControlProps } from './ui/field';
import { Spinner } from './ui/spinner';
import { UploadState } from './upload-state';

type SiteImageFieldProps = {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  /** The typed address's input, as the form registers it. */
  children: (control: FieldControlProps) => ReactNode;
  /** The address the form holds now, '' for none. */
  value: string;
  /** Called with the address of an image uploaded or picked: stored already, the form saves it. */
  onChange: (url: string) => void;
};

/**
 * An image of the studio's site (its cover, portrait, favicon, an image block): a typed address,
 * or one uploaded or picked from the studio's galleries. Those two are stored as site images,
 * which any visitor may see whoever the gallery is open to.
 */
export function SiteImageField({ label, description, error, children, value, onChange }: SiteImageFieldProps) {
  const { t } = useTranslation('upload');
  const { account } = useAccount();
  const blocked = useWriteBlock('api');
  const uploadErrorMessage = useBrandFileErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [uploadError, setUploadError] = useState<string>();
  const [choosing, setChoosing] = useState(false);

  const chosen = (url: string) => {
    setUploadError(undefined);
    onChange(url);
  };

  const upload = async (file: File) => {
    setUploadError(undefined);
    if (file.size > MAX_SITE_IMAGE_BYTES) {
      setUploadError(t('brandFiles.errors.imageTooLarge'));
      return;
    }
    setProgress(0);
    try {
      const form = new FormData();
      form.append('image', file);
      const { image } = await postBrandFile('/api/upload/site-image', form, {
        accountId: account.id,
        schema: storedSiteImage,
        onProgress: setProgress,
      });
      chosen(image.url);
    } catch (caught) {
      setUploadError(uploadErrorMessage(caught, 'image'));
    } finally {
      setProgress(undefined);
    }
  };

  const disabled = progress !== undefined || blocked !== undefined;

  return (
    <Field label={label} description={description} error={error}>
      {(control) => (
        <div className="grid gap-2">
          {children(control)}
          <div className="flex flex-wrap items-center gap-3">
            {/* Only an address the form would save: a typed `javascript:` is never fetched. */}
            {value !== '' && isLink(value) && (
              <img
                src={value}
                alt={t('brandFiles.siteImage.preview')}
                className="h-16 w-24 rounded-md border bg-muted/40 object-cover"
              />
            )}
            <HiddenFileInput ref={input} accept={siteImageInputTypes} onFile={(file) => void upload(file)} />
            <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
              {progress !== undefined ? <Spinner /> : <ImageUp aria-hidden="true" />}
              {t('brandFiles.siteImage.upload')}
            </Button>
            <Button variant="outline" size="sm" disabled={disabled} onClick={() => setChoosing(true)}>
              <Images aria-hidden="true" />
              {t('brandFiles.siteImage.choose')}
            </Button>
          </div>
          {blocked && <p className="text-xs text-muted-foreground">{blocked}</p>}
          <UploadState progress={progress} error={uploadError} />
          <FormDialog
            open={choosing}
            onOpenChange={setChoosing}
            title={t('brandFiles.siteImage.chooseTitle')}
            description={t('brandFiles.siteImage.chooseDescription')}
            testId="site-image-dialog"
            className="sm:max-w-2xl"
          >
            <GalleryPhotoPicker
              onPicked={(url) => {
                setChoosing(false);
                chosen(url);
              }}
            />
          </FormDialog>
        </div>
      )}
    </Field>
  );
}

/** The studio's galleries, then one gallery's photos; a photo picked is copied as a site image. */
function GalleryPhotoPicker({ onPicked }: { onPicked: (url: string) => void }) {
  const { t } = useTranslation(['upload', 'common']);
  const { account } = useAccount();
  const [galleries, result] = useQuery(queries.galleries.list({ accountId: account.id }));
  const [galleryId, setGalleryId] = useState<string>();

  if (galleryId)
    return <PhotoChoice galleryId={galleryId} onBack={() => setGalleryId(undefined)} onPicked={onPicked} />;
  if (galleries.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {result.type === 'complete' ? t('brandFiles.siteImage.noGalleries') : t('common:loading')}
      </p>
    );
  }
  return (
    <ul aria-label={t('brandFiles.siteImage.galleries')} className="grid max-h-96 gap-1 overflow-y-auto">
      {galleries.map((gallery) => (
        <li key={gallery.id}>
          <Button variant="ghost" className="w-full justify-between" onClick={() => setGalleryId(gallery.id)}>
            <span className="truncate">{gallery.name}</span>
            <span className="text-xs text-muted-foreground">
              {t('brandFiles.siteImage.photos', { count: gallery.photoCount })}
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

function PhotoChoice({
  galleryId,
  onBack,
  onPicked,
}: {
  galleryId: string;
  onBack: () => void;
  onPicked: (url: string) => void;
}) {
  const { t } = useTranslation(['upload', 'common']);
  const { account } = useAccount();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const [gallery, result] = useQuery(queries.galleries.byId({ accountId: account.id, id: galleryId }));
  const [pending, setPending] = useState<string>();
  const [error, setError] = useState<string>();

  const pick = async (photoId: string) => {
    setPending(photoId);
    setError(undefined);
    try {
      const { image } = await api.post('/api/site-images', { photoId }, storedSiteImage);
      onPicked(image.url);
    } catch (caught) {
      setError(apiErrorMessage(caught));
    } finally {
      setPending(undefined);
    }
  };

  return (
    <div className="grid gap-3">
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('brandFiles.siteImage.back')}
      </Button>
      {!gallery ? (
        <p className="text-sm text-muted-foreground">{result.type === 'complete' ? '' : t('common:loading')}</p>
      ) : gallery.photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('brandFiles.siteImage.noPhotos')}</p>
      ) : (
        <PhotoGrid gallery={gallery} pending={pending} onPick={(id) => void pick(id)} />
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type PickerGallery = {
  id: string;
  status: string;
  settings: unknown;
  expiresAt: number;
  photos: readonly { id: string; filename: string }[];
};

function PhotoGrid({
  gallery,
  pending,
  onPick,
}: {
  gallery: PickerGallery;
  pending: string | undefined;
  onPick: (photoId: string) => void;
}) {
  const { t } = useTranslation('upload');
  // Thumbnails of a gallery not open to everyone need the studio's token, as in Galleries.
  const { ready, access } = useImageAccess(gallery);
  return (
    <div className="grid max-h-96 grid-cols-3 gap-2 overflow-y-auto p-0.5 sm:grid-cols-4">
      {gallery.photos.map((photo) => (
        <button
          key={photo.id}
          type="button"
          disabled={pending !== undefined}
          onClick={() => onPick(photo.id)}
          aria-label={t('brandFiles.siteImage.pick', { name: photo.filename })}
          className="relative aspect-square overflow-hidden rounded-md border bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
        >
          {ready && (
            <img
              src={imageUrl(gallery.id, photo.filename, 'thumbnail', access)}
              alt=""
              loading="lazy"
              className="size-full object-cover"
            />
          )}
          {pending === photo.id && (
            <span className="absolute inset-0 flex items-center justify-center bg-background/60">
              <Spinner />
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
