import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet';
import { SidebarNav } from './sidebar-nav';

/**
 * The sidebar as a sheet, on screens too narrow for it. It loads when first opened (the dialog
 * library is not needed before), so the button that opens it is the layout's own: the focus goes
 * back to it when the sheet closes, as it would to a trigger of the sheet's.
 */
export function MobileMenu({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('common');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">{t('nav.main')}</SheetTitle>
        <SheetDescription className="sr-only">{t('nav.mobileDescription')}</SheetDescription>
        <SidebarNav onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
