import type { LucideIcon } from 'lucide-react';
import type { Action } from './action-button';
import type { MessageTexts } from './empty-state';
import { IconCircle } from './icon-circle';
import { MessageActions } from './message-actions';

type PageMessageProps = {
  icon: LucideIcon;
  tone?: 'muted' | 'destructive';
  texts: MessageTexts;
  /** What the person can do about it. */
  action: Action;
  testId: string;
  role?: 'alert';
};

/** A screen that has only something to say (not found, crashed): centred, under an icon. */
export function PageMessage({ icon, tone, texts, action, testId, role }: PageMessageProps) {
  return (
    <div role={role} className="flex min-h-[60vh] flex-1 items-center justify-center p-6" data-testid={testId}>
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <IconCircle icon={icon} tone={tone} />
        <h1 className="text-xl font-semibold">{texts.title}</h1>
        <p className="text-sm text-muted-foreground">{texts.description}</p>
        <MessageActions action={action} />
      </div>
    </div>
  );
}
