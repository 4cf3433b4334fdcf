import { ArrowLeft } from 'lucide-react';
import { cn } from '../lib/utils';
import { ActionButton } from './action-button';

/** The way back from a detail screen to the list it belongs to, worded as a link above its header. */
export function BackLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <ActionButton
      to={to}
      label={label}
      icon={ArrowLeft}
      variant="link"
      className={cn('h-auto w-fit px-0', className)}
    />
  );
}
