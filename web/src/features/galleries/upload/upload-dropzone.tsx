import { ImageUp } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/src/lib/utils';

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer.types.includes('Files');
}

/**
 * Photos dragged from the desktop onto this area are uploaded; an overlay says so while they
 * hover. Reordering inside the grid uses pointer events, not HTML drag and drop, so the two
 * never meet.
 */
export function UploadDropzone({
  onFiles,
  children,
  className,
}: {
  onFiles: (files: File[]) => void;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('upload');
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed; count them to know when it truly left.
  const depth = useRef(0);

  return (
    <div
      className={cn('relative', className)}
      data-testid="upload-dropzone"
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current++;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      {children}
      {over && (
        <div className="pointer-events-none absolute inset-0 z-20 flex items-start justify-center rounded-xl border-2 border-dashed border-brand bg-background/85 backdrop-blur-sm">
          <div className="sticky top-1/3 mt-24 flex flex-col items-center gap-3 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-brand/15 text-brand">
              <ImageUp className="size-7" aria-hidden="true" />
            </span>
            <p className="text-lg font-medium">{t('drop.title')}</p>
            <p className="text-sm text-muted-foreground">{t('drop.hint')}</p>
          </div>
        </div>
      )}
    </div>
  );
}
