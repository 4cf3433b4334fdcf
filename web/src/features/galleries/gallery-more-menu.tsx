import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MenuTriggerProps } from '../../components/lazy-menu-button';
import { MenuButton } from '../../components/menu-button';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';

/** The gallery's other actions, as its header's button opens them: deleting it, for now the only one. */
export function GalleryMoreMenu({
  onDelete,
  ...button
}: MenuTriggerProps & { defaultOpen?: boolean; onDelete: () => void }) {
  const { t } = useTranslation('galleries');
  return (
    <MenuButton {...button} align="end">
      <DropdownMenuItem
        onSelect={onDelete}
        className="text-destructive focus:text-destructive [&_svg]:text-destructive"
      >
        <Trash2 aria-hidden="true" />
        {t('detail.delete')}
      </DropdownMenuItem>
    </MenuButton>
  );
}
