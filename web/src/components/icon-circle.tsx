import type { LucideIcon } from 'lucide-react';

const tones = {
  muted: 'bg-muted text-muted-foreground',
  destructive: 'bg-destructive/10 text-destructive',
};

/** An icon on a tinted disc, heading an empty list or a whole-page message. */
export function IconCircle({ icon: Icon, tone = 'muted' }: { icon: LucideIcon; tone?: keyof typeof tones }) {
  return (
    <div className={`flex size-12 items-center justify-center rounded-full ${tones[tone]}`}>
      <Icon className="size-6" aria-hidden="true" />
    </div>
  );
}
