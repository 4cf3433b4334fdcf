// The steps of a proposal at the top of its page, each done, current or still to do: on a phone
// a row of numbered marks, with the current step's name beside them.
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProposalStep } from '@core/domain/client-proposal';
import { cn } from '../../lib/utils';

export type StepState = 'done' | 'current' | 'upcoming';

export function ProposalStepper({ steps }: { steps: readonly { step: ProposalStep; state: StepState }[] }) {
  const { t } = useTranslation('public');
  return (
    <nav aria-label={t('proposal.stepsLabel')}>
      <ol className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {steps.map(({ step, state }, index) => (
          <li
            key={step}
            className="flex items-center gap-2"
            aria-current={state === 'current' ? 'step' : undefined}
            data-testid={`proposal-mark-${step}`}
            data-state={state}
          >
            <span
              className={cn(
                'grid size-7 place-items-center rounded-full border text-xs font-semibold',
                state === 'done' && 'border-primary bg-primary text-primary-foreground',
                state === 'current' && 'border-primary text-primary',
                state === 'upcoming' && 'text-muted-foreground',
              )}
              aria-hidden="true"
            >
              {state === 'done' ? <Check className="size-4" /> : index + 1}
            </span>
            <span className={cn(state === 'upcoming' && 'text-muted-foreground', state === 'current' && 'font-medium')}>
              {t(`proposal.steps.${step}`)}
              <span className="sr-only"> ({t(`proposal.stepState.${state}`)})</span>
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
