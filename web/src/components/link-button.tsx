import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

type LinkButtonProps = { onClick: () => void; className?: string; children: ReactNode };

/** An action worded and underlined as a link, for a line of text under a field: it stays on the form. */
export function LinkButton({ onClick, className, children }: LinkButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn('text-left underline underline-offset-2 hover:text-foreground', className)}
    >
      {children}
    </button>
  );
}
