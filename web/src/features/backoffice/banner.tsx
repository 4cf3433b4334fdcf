import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils';

const tones = {
  primary: { bar: 'bg-primary/10', icon: 'text-primary' },
  warning: { bar: 'bg-warning/15', icon: 'text-warning' },
  destructive: { bar: 'bg-destructive/10', icon: 'text-destructive' },
} as const;

type BannerProps = Omit<ComponentProps<'div'>, 'children'> & {
  tone: keyof typeof tones;
  icon: LucideIcon;
  /** What the banner says. */
  message: ReactNode;
  /** A button at its end, if any. */
  action?: ReactNode;
};

/** A bar across the top of every back office screen that tells of the studio's or the app's state. */
export function Banner({ tone, icon: Icon, message, action, className, ...props }: BannerProps) {
  return (
    <div
      role="status"
      {...props}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 border-b px-4 py-2.5 text-sm lg:px-8',
        tones[tone].bar,
        className,
      )}
    >
      <Icon className={cn('size-4 shrink-0', tones[tone].icon)} aria-hidden="true" />
      <p className="min-w-0 flex-1">{message}</p>
      {action}
    </div>
  );
}
