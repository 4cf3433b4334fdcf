import { useTranslation } from 'react-i18next';
import { Progress } from './ui/progress';

/**
 * How a logo, font or site image upload is going: its progress (0 to 1, then "Processing…" while the API
 * checks the file) and why it failed, if it did.
 */
export function UploadState({ progress, error }: { progress: number | undefined; error: string | undefined }) {
  const { t } = useTranslation('upload');
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <>
      {progress !== undefined && (
        <div className="grid gap-1">
          <Progress value={percent} aria-label={t('brandFiles.progress')} />
          <span role="status" className="text-xs text-muted-foreground">
            {percent < 100 ? t('brandFiles.uploading', { percent }) : t('brandFiles.processing')}
          </span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
