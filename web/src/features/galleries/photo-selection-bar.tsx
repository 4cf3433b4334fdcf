import { FolderInput, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

type PhotoSelectionBarProps = {
  count: number;
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
  onMove: () => void;
  /** Absent for someone who may not delete photos. */
  onDelete: (() => void) | undefined;
};

/**
 * What the selected photos can have done to them: a bar at the foot of the screen while any is
 * selected, so nothing in the grid moves when it comes and goes.
 */
export function PhotoSelectionBar({ count, total, onSelectAll, onClear, onMove, onDelete }: PhotoSelectionBarProps) {
  const { t } = useTranslation('galleries');
  return (
    <div
      role="region"
      aria-label={t('photoSelection.label')}
      data-testid="photo-selection-bar"
      className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-2xl flex-wrap items-center justify-between gap-2 rounded-lg border bg-background/95 px-3 py-2 shadow-lg backdrop-blur"
    >
      <p className="text-sm font-medium" aria-live="polite">
        {t('photoSelection.count', { count, total })}
      </p>
      <div className="flex flex-wrap gap-2">
        {count < total && (
          <Button variant="ghost" size="sm" onClick={onSelectAll}>
            {t('photoSelection.selectAll', { count: total })}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('photoSelection.clear')}
        </Button>
        <Button variant="outline" size="sm" onClick={onMove}>
          <FolderInput aria-hidden="true" />
          {t('movePhotos.open')}
        </Button>
        {onDelete && (
          <Button variant="destructive" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            {t('photoSelection.delete', { count })}
          </Button>
        )}
      </div>
    </div>
  );
}
