import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { cn } from '../lib/utils';
import { IconButton } from './icon-button';

type MoveRemoveButtonsProps = {
  /** The item's place in its list, from 0, and how many the list has: the ends cannot move further. */
  index: number;
  count: number;
  /** Each button's name for screen readers, already translated ("Move row 2 up"). */
  labels: { up: string; down: string; remove: string };
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** All three off, while the list cannot be changed (offline, or a change is being saved). */
  disabled?: boolean;
  className?: string;
};

/** An editable list item's buttons: move it up or down, or remove it. */
export function MoveRemoveButtons({
  index,
  count,
  labels,
  onMove,
  onRemove,
  disabled = false,
  className,
}: MoveRemoveButtonsProps) {
  return (
    <div className={cn('flex items-center', className)}>
      <IconButton icon={ArrowUp} label={labels.up} disabled={disabled || index === 0} onClick={() => onMove(-1)} />
      <IconButton
        icon={ArrowDown}
        label={labels.down}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      />
      <IconButton
        icon={Trash2}
        className="text-muted-foreground hover:text-destructive"
        label={labels.remove}
        disabled={disabled}
        onClick={onRemove}
      />
    </div>
  );
}
