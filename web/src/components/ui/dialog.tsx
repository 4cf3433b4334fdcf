import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';
import { styled } from './styled';

/** Actions under a dialog: stacked on phones with the main one on top, in a row from `sm`. */
export const footerClasses = 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

/** The dimmed, slightly blurred page behind a dialog. */
export const overlayClasses =
  'fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in';

const DialogOverlay = styled(DialogPrimitive.Overlay, { slot: 'dialog-overlay', className: overlayClasses });

/** The × in the top right corner of a dialog or a sheet; `hover` is how it answers the pointer. */
export function CornerClose({ hover }: { hover: string }) {
  const { t } = useTranslation('common');
  return (
    <DialogPrimitive.Close
      className={`absolute top-4 right-4 rounded-sm p-1 text-muted-foreground ${hover} focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none`}
    >
      <XIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('actions.close')}</span>
    </DialogPrimitive.Close>
  );
}

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-popover p-6 text-popover-foreground shadow-xl outline-none',
          'data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && <CornerClose hover="opacity-80 transition-opacity hover:opacity-100" />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = styled('div', { slot: 'dialog-header', className: 'flex flex-col gap-1.5 pr-6 text-left' });

export const DialogFooter = styled('div', { slot: 'dialog-footer', className: footerClasses });

export const DialogTitle = styled(DialogPrimitive.Title, {
  slot: 'dialog-title',
  className: 'text-lg leading-none font-semibold',
});

export const DialogDescription = styled(DialogPrimitive.Description, {
  slot: 'dialog-description',
  className: 'text-sm text-muted-foreground',
});
