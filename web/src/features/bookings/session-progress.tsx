import { Circle, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionProgress } from '@core/domain/proposal-progress';

const steps = ['booked', 'signed', 'depositPaid'] as const;

/** "Booked · Signed · Deposit paid", each ticked or waiting; steps the session does not ask for are left out. */
export function SessionProgressSteps({ progress }: { progress: SessionProgress }) {
  const { t } = useTranslation('contracts');
  const shown = steps.flatMap((step) => (progress[step] === undefined ? [] : [[step, progress[step]] as const]));
  return (
    <ul
      aria-label={t('progress.label')}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
      data-testid="session-progress"
    >
      {shown.map(([step, done]) => (
        <li
          key={step}
          className={`inline-flex items-center gap-1.5 ${done ? '' : 'text-muted-foreground'}`}
          data-testid={`progress-${step}`}
          data-done={done}
        >
          {done ? (
            <CircleCheck className="size-4 text-success" aria-hidden="true" />
          ) : (
            <Circle className="size-4" aria-hidden="true" />
          )}
          {t(`progress.${step}`)}
          <span className="sr-only">{done ? t('progress.done') : t('progress.pending')}</span>
        </li>
      ))}
    </ul>
  );
}
