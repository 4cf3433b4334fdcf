// A workflow step in one line of words ("Send “Directions” 1 day before the session at 9:00"),
// for the builder and for a session's steps alike: both keep the same columns
// (core/domain/workflow.ts).
import type { TFunction } from 'i18next';
import { formatInstant } from '@core/domain/studio-time';
import { isDatedTrigger, type StepAction, type StepTiming, type WaitCondition } from '@core/domain/workflow';

export type SummarisedStep = StepTiming & {
  readonly action: StepAction;
  readonly mailTemplateId?: string | null | undefined;
  readonly questionnaireId?: string | null | undefined;
  readonly contractTemplateId?: string | null | undefined;
  readonly taskTitle: string;
  readonly taskAssigneeId?: string | null | undefined;
  readonly waitFor?: WaitCondition | null | undefined;
};

/** The names of what steps point at, by id; an id not here reads as not chosen (it was deleted). */
export type StepNames = {
  readonly mailTemplates: ReadonlyMap<string, string>;
  readonly questionnaires: ReadonlyMap<string, string>;
  readonly contractTemplates: ReadonlyMap<string, string>;
  readonly members: ReadonlyMap<string, string>;
};

const MINUTE = 60_000;

/** A time of day, minutes past midnight, as `locale` writes it ("9:00 AM", "9:00"). */
export function timeOfDay(minutes: number, locale: string): string {
  return formatInstant(minutes * MINUTE, { locale, timeZone: 'UTC', style: 'time' });
}

/** What the step does, named. */
function actionWords(step: SummarisedStep, names: StepNames, t: TFunction<'workflows'>): string {
  const named = (id: string | null | undefined, from: ReadonlyMap<string, string>) => (id ? from.get(id) : undefined);
  switch (step.action) {
    case 'send_template': {
      const name = named(step.mailTemplateId, names.mailTemplates);
      return name === undefined ? t('summary.send_template_missing') : t('summary.send_template', { name });
    }
    case 'send_questionnaire': {
      const name = named(step.questionnaireId, names.questionnaires);
      return name === undefined ? t('summary.send_questionnaire_missing') : t('summary.send_questionnaire', { name });
    }
    case 'send_contract': {
      const name = named(step.contractTemplateId, names.contractTemplates);
      return name === undefined ? t('summary.send_contract_missing') : t('summary.send_contract', { name });
    }
    case 'create_task': {
      const title = step.taskTitle.trim();
      if (title === '') return t('summary.create_task_missing');
      const assignee = named(step.taskAssigneeId, names.members);
      return assignee === undefined
        ? t('summary.create_task', { title })
        : t('summary.create_task_for', { title, assignee });
    }
    case 'wait':
      return t('summary.wait', { condition: t(`waits.${step.waitFor ?? 'contract_signed'}`) });
    case 'send_invoice':
    case 'publish_gallery':
    case 'request_review':
      return t(`summary.${step.action}`);
  }
}

/** When the step happens, from what it counts from. */
export function timingWords(step: StepTiming, t: TFunction<'workflows'>, locale: string): string {
  const atMinute = step.offsetUnit === 'days' ? (step.atMinute ?? null) : null;
  let when: string;
  if (step.offsetAmount === 0) {
    when = t(atMinute === null ? `summary.at.${step.trigger}` : `summary.sameDay.${step.trigger}`);
  } else {
    const count = Math.abs(step.offsetAmount);
    const amount = t(step.offsetUnit === 'days' ? 'summary.days' : 'summary.hours', { count });
    // Only what is dated ahead has a before: the database refuses a step before an event.
    const relation =
      step.offsetAmount < 0 && isDatedTrigger(step.trigger)
        ? t(`summary.before.${step.trigger}`)
        : t(`summary.after.${step.trigger}`);
    when = t('summary.offset', { amount, relation });
  }
  return atMinute === null ? when : t('summary.atTime', { when, time: timeOfDay(atMinute, locale) });
}

/** The step in one line: what it does and when; a wait only says what it waits for. */
export function stepSummary(step: SummarisedStep, names: StepNames, t: TFunction<'workflows'>, locale: string) {
  const action = actionWords(step, names, t);
  return step.action === 'wait' ? action : t('summary.step', { action, when: timingWords(step, t, locale) });
}
