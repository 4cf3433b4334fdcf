import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

/** The title row of a back-office screen: its heading (the page's h1) and its main actions. */
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: string;
  /** A line under the title; phrasing content only (it sits in a paragraph). */
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      {/* min-w-0 and break-words: a long name (a gallery's) wraps instead of pushing the actions out. */}
      <div className="grid min-w-0 gap-1">
        <h1 className="font-display text-3xl font-medium tracking-tight break-words">{title}</h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
