// What a step does, and what it names: the mail template, questionnaire or contract it sends, the
// task it creates, or what a wait waits for. A step missing what it names says so.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workflowStepFields } from '@core/domain/workflow-edit';
import { STEP_ACTIONS, WAIT_CONDITIONS, type StepAction } from '@core/domain/workflow';
import { SavedTextField } from '../../components/saved-field';
import { useAssigneeOptions } from '../../hooks/use-member-names';
import { useStepChoices } from '../../hooks/use-step-choices';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { ChoiceField } from './choice-field';
import { MAIL_TEMPLATE_SETTINGS_PATH } from './workflow-paths';
import type { ChangeStep, WorkflowStep } from './workflow-step';

type ActionFieldsProps = { step: WorkflowStep; change: ChangeStep };

/** A wait needs what it waits for, and only a wait has one (the database refuses otherwise). */
const actionChange = (action: StepAction) => ({
  action,
  waitFor: action === 'wait' ? ('contract_signed' as const) : null,
});

export function StepActionFields({ step, change }: ActionFieldsProps) {
  const { t } = useTranslation('workflows');
  return (
    <div className="grid items-start gap-3 sm:grid-cols-2">
      <ChoiceField
        label={t('steps.action')}
        value={step.action}
        options={STEP_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
        onChange={(action) => action && void change(actionChange(action))}
        testId="step-action"
      />
      <ActionDetails step={step} change={change} />
    </div>
  );
}

type ReferenceChoiceProps = {
  label: string;
  /** The id the step names, if it is still one of the choices (a deleted one reads as none). */
  chosen: string | null;
  choices: readonly { value: string; label: string }[];
  onChange: (id: string | null) => void;
  testId: string;
  children?: ReactNode;
};

/** The template or questionnaire a step sends; a step without one says it does nothing yet. */
function ReferenceChoice({ label, chosen, choices, onChange, testId, children }: ReferenceChoiceProps) {
  const { t } = useTranslation('workflows');
  const value = choices.some((choice) => choice.value === chosen) ? (chosen ?? '') : '';
  return (
    <div className="grid gap-2">
      <ChoiceField
        label={label}
        value={value}
        options={choices}
        none={t('steps.chooseOne')}
        onChange={(id) => onChange(id || null)}
        testId={testId}
      />
      {children}
      {value === '' && <p className="text-sm text-muted-foreground">{t('steps.incomplete')}</p>}
    </div>
  );
}

function ActionDetails({ step, change }: ActionFieldsProps) {
  const { t } = useTranslation('workflows');
  const { mailTemplates, questionnaires, contractTemplates } = useStepChoices();
  switch (step.action) {
    case 'send_template':
      return (
        <ReferenceChoice
          label={t('steps.mailTemplate')}
          chosen={step.mailTemplateId}
          choices={mailTemplates.map(({ id, name }) => ({ value: id, label: name }))}
          onChange={(mailTemplateId) => void change({ mailTemplateId })}
          testId="step-mail-template"
        >
          <Link to={MAIL_TEMPLATE_SETTINGS_PATH} className="w-fit text-sm font-medium underline underline-offset-4">
            {t('steps.newMailTemplate')}
          </Link>
        </ReferenceChoice>
      );
    case 'send_questionnaire':
      return (
        <ReferenceChoice
          label={t('steps.questionnaire')}
          chosen={step.questionnaireId}
          choices={questionnaires.map(({ id, title }) => ({ value: id, label: title }))}
          onChange={(questionnaireId) => void change({ questionnaireId })}
          testId="step-questionnaire"
        />
      );
    case 'send_contract':
      return (
        <ReferenceChoice
          label={t('steps.contractTemplate')}
          chosen={step.contractTemplateId}
          choices={contractTemplates.map(({ id, name }) => ({ value: id, label: name }))}
          onChange={(contractTemplateId) => void change({ contractTemplateId })}
          testId="step-contract-template"
        />
      );
    case 'create_task':
      return <TaskFields step={step} change={change} />;
    case 'wait':
      return (
        <ChoiceField
          label={t('steps.waitFor')}
          value={step.waitFor ?? ''}
          options={WAIT_CONDITIONS.map((condition) => ({ value: condition, label: t(`waits.${condition}`) }))}
          onChange={(waitFor) => waitFor && void change({ waitFor })}
          testId="step-wait-for"
        />
      );
    case 'send_invoice':
    case 'publish_gallery':
    case 'request_review':
      return null;
  }
}

/** A task's title, and the member it is for (or no one in particular). */
function TaskFields({ step, change }: ActionFieldsProps) {
  const { t } = useTranslation('workflows');
  const message = useValidationMessage();
  const assignees = useAssigneeOptions();
  return (
    <div className="grid gap-3">
      <SavedTextField
        label={t('steps.taskTitle')}
        synced={step.taskTitle}
        commit={(text) => {
          const parsed = workflowStepFields.shape.taskTitle.safeParse(text);
          return parsed.success
            ? change({ taskTitle: parsed.data })
            : Promise.resolve(message(parsed.error.issues[0]?.message));
        }}
      />
      <ChoiceField
        label={t('steps.taskAssignee')}
        value={step.taskAssigneeId ?? ''}
        options={assignees}
        none={t('steps.unassigned')}
        onChange={(id) => void change({ taskAssigneeId: id || null })}
        testId="step-task-assignee"
      />
    </div>
  );
}
