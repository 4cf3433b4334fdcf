import type { ReactNode } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-parts';
import { lazyDialog } from './lazy-dialog';

/** What a confirmation is about (it is open while that is set), and how its opener hears it closed. */
export type ConfirmTarget<T> = Pick<ConfirmDialogProps<T>, 'subject' | 'onOpenChange'>;

/**
 * Asks before a destructive action, or one a visitor may want to think over (sending a
 * selection). Its code, with Radix's dialog, focus trap and scroll lock, loads when it first
 * opens: most screens show the buttons that ask far more often than anyone presses them.
 */
export const ConfirmDialog = lazyDialog(async () => (await import('./confirm-dialog-parts')).ConfirmDialog) as <T>(
  props: ConfirmDialogProps<T>,
) => ReactNode;
