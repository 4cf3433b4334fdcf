import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { buttonVariants } from './button';
import { footerClasses, overlayClasses } from './dialog';
import { styled } from './styled';

export const AlertDialog = AlertDialogPrimitive.Root;

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClasses} />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-popover p-6 text-popover-foreground shadow-xl outline-none',
          'data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = styled('div', { className: 'flex flex-col gap-2 text-left' });

export const AlertDialogFooter = styled('div', { className: footerClasses });

export const AlertDialogTitle = styled(AlertDialogPrimitive.Title, { className: 'text-lg font-semibold' });

export const AlertDialogDescription = styled(AlertDialogPrimitive.Description, {
  className: 'text-sm text-muted-foreground',
});

export const AlertDialogCancel = styled(AlertDialogPrimitive.Cancel, {
  className: buttonVariants({ variant: 'outline' }),
});
