import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from './icon-button';

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
      <IconButton icon={Pencil} onClick={onEdit} label={editLabel} />
      {onDelete && (
        <IconButton
          icon={Trash2}
          className="text-muted-foreground hover:text-destructive"
          onClick={onDelete}
          label={deleteLabel}
        />
      )}
    </>
  );
}
