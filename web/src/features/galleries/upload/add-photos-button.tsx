import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@web/src/components/ui/button';
import { useWriteBlock } from '@web/src/hooks/use-write-block';
import { HiddenFileInput } from '@web/src/components/hidden-file-input';
import { photoPickerTypes } from './photo-files';

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
      <HiddenFileInput ref={input} accept={photoPickerTypes} multiple onFiles={onFiles} testId="photo-file-input" />
    </>
  );
}
