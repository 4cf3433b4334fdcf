import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './ui/button';

type EditDeleteButtonsProps = {
  /** Names what is edited, e.g. "Edit Anna Puig"; the buttons show only icons. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  /** Absent for someone whose role may not delete (core/domain/roles.ts): the bin is not shown. */
  onDelete: (() => void) | undefined;
};

/** The pencil and bin every list row offers, so rows across screens look and read the same. */
export function EditDeleteButtons({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <Button variant="ghost" size="icon-sm" onClick={onEdit} aria-label={editLabel}>
        <Pencil aria-hidden="true" />
      </Button>
      {onDelete && (
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-muted-foreground hover:text-destructive"
          onClick={onDelete}
          aria-label={deleteLabel}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </>
  );
}
