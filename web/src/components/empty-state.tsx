import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/utils';
import type { Action } from './action-button';
import { IconCircle } from './icon-circle';
import { MessageActions } from './message-actions';

/** What a message says: a title, and a line under it saying why or what next. */
export type MessageTexts = { title: string; description: string };

type EmptyStateProps = {
  icon: LucideIcon;
  texts: MessageTexts;
  /** What gets the person going; omitted when there is nothing to do yet. */
  action?: Action | readonly Action[];
  className?: string;
  testId?: string;
  /** h1 when the empty state is the whole page (public pages, unauthorized). */
  headingLevel?: 'h1' | 'h2';
};

export function EmptyState({ icon, texts, action, className, testId, headingLevel: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div
      data-testid={testId}
      className={cn(
        'flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed bg-card/50 px-6 py-14 text-center',
        className,
      )}
    >
      <IconCircle icon={icon} />
      <div className="grid max-w-md gap-1.5">
        <Heading className="text-base font-semibold">{texts.title}</Heading>
        <p className="text-sm text-muted-foreground">{texts.description}</p>
      </div>
      {action && <MessageActions action={action} />}
    </div>
  );
}
