// The builder's steps: added at the end, moved, removed, and each one's timing and action changed
// field by field. A change that would leave a step not fitting together (a time of day on an hour
// offset, a wait without its condition) is completed here before it is sent, as the mutator
// refuses it.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newId } from '@core/domain/ids';
import { mutators } from '@core/zero/client-mutators';
import { MoveRemoveButtons } from '../../components/move-remove-buttons';
import { Button } from '../../components/ui/button';
import { useDocumentSaves } from '../../hooks/use-document-saves';
import { useStepChoices } from '../../hooks/use-step-choices';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import { stepSummary } from '../../lib/step-summary';
import { StepActionFields } from './step-action-fields';
import { StepTimingFields } from './step-timing-fields';
import type { StepChanges, WorkflowStep } from './workflow-step';

type StepsEditorProps = { workflowId: string; steps: readonly WorkflowStep[] };

export function StepsEditor({ workflowId, steps }: StepsEditorProps) {
  const { t } = useTranslation('workflows');
  const saves = useDocumentSaves();
  const blocked = useWriteBlock('sync') !== undefined;
  const [error, setError] = useState<string>();
  const run = async (request: Parameters<typeof saves.save>[0]) => setError(await saves.save(request));

  return (
    <section aria-labelledby="workflow-steps" className="grid gap-3" data-testid="workflow-steps">
      <div className="grid gap-1">
        <h2 id="workflow-steps" className="text-base font-semibold">
          {t('steps.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('steps.description')}</p>
      </div>
      {steps.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('steps.empty')}</p>
      ) : (
        <ol className="grid gap-3">
          {steps.map((step, index) => (
            <StepCard
              key={step.id}
              step={step}
              number={index + 1}
              count={steps.length}
              onMove={(by) => void run(mutators.workflow.moveStep({ id: step.id, by }))}
              onRemove={() => void run(mutators.workflow.removeStep({ id: step.id }))}
            />
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="workflow-steps-error">
          {error}
        </p>
      )}
      <Button
        variant="outline"
        className="w-fit"
        disabled={blocked}
        onClick={() => void run(mutators.workflow.addStep({ id: newId(), workflowId }))}
        data-testid="add-step"
      >
        <Plus aria-hidden="true" />
        {t('steps.add')}
      </Button>
    </section>
  );
}

type StepCardProps = {
  step: WorkflowStep;
  number: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

function StepCard({ step, number, count, onMove, onRemove }: StepCardProps) {
  const { t } = useTranslation('workflows');
  const { locale } = useStudioFormat();
  const saves = useDocumentSaves();
  const { names } = useStepChoices();
  const [error, setError] = useState<string>();
  const change = async (changes: StepChanges) => {
    const failure = await saves.save(mutators.workflow.updateStep({ id: step.id, ...changes }));
    setError(failure);
    return failure;
  };
  const headingId = `workflow-step-${step.id}`;
  return (
    <li className="grid gap-4 rounded-lg border p-4" aria-labelledby={headingId} data-testid="workflow-step">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 id={headingId} className="text-sm font-semibold">
            {t('steps.numbered', { number })}
          </h3>
          <p className="text-sm" data-testid="step-summary">
            {stepSummary(step, names, t, locale)}
          </p>
        </div>
        <MoveRemoveButtons
          index={number - 1}
          count={count}
          labels={{
            up: t('steps.moveUp', { number }),
            down: t('steps.moveDown', { number }),
            remove: t('steps.remove', { number }),
          }}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <StepActionFields step={step} change={change} />
      {step.action !== 'wait' && <StepTimingFields step={step} change={change} />}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}
