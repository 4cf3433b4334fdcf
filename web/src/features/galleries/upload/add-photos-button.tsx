import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@web/src/components/ui/button';
import { useWriteBlock } from '@web/src/hooks/use-write-block';
import { photoPickerAccept } from './photo-files';

/** Opens the system's file picker for photos (several at once). */
export function AddPhotosButton({
  onFiles,
  ...props
}: { onFiles: (files: File[]) => void } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation('upload');
  const input = useRef<HTMLInputElement>(null);
  // Photos go straight to storage through the API: no network, no upload.
  const offline = useWriteBlock('api');
  return (
    <>
      <Button
        {...props}
        disabled={props.disabled === true || offline !== undefined}
        title={offline}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" />
        {t('add')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={photoPickerAccept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="photo-file-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same files may be chosen again later (after a cancel, say).
          event.target.value = '';
        }}
      />
    </>
  );
}
