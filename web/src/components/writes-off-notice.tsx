import { CloudOff } from 'lucide-react';

/** Says beside a disabled save or confirm button why it is off (hooks/use-write-block.ts). */
export function WritesOffNotice({ reason }: { reason: string | undefined }) {
  if (!reason) return null;
  return (
    <p data-testid="writes-off" className="flex items-start gap-2 text-sm text-muted-foreground">
      <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {reason}
    </p>
  );
}
