// A workflow step: what it counts from (its trigger), how far from it, and what it does. The
// same shape is a workflow's step (workflow_steps) and its copy on one session (session_steps),
// so the back office describes both alike and the runner dates both alike, on the studio's
// clock: "9:00 the day before" stays 9:00 across a daylight-saving change.
import { wallClock, zonedToUtc } from './studio-time';

export const STEP_TRIGGERS = [
  'booked',
  'session',
  'contract_signed',
  'invoice_paid',
  'invoice_overdue',
  'gallery_published',
  'gallery_expires',
  'questionnaire_answered',
] as const;
export type StepTrigger = (typeof STEP_TRIGGERS)[number];

/**
 * What a step may come before: what is dated ahead (the session, a gallery's expiry). The other
 * triggers are events, known only once they happened, so a step comes at or after them.
 */
export const DATED_TRIGGERS = ['session', 'gallery_expires'] as const satisfies readonly StepTrigger[];
export type DatedTrigger = (typeof DATED_TRIGGERS)[number];

export const isDatedTrigger = (trigger: StepTrigger): trigger is DatedTrigger =>
  (DATED_TRIGGERS as readonly StepTrigger[]).includes(trigger);

/** Which way from `trigger` a step may be: before or after what is dated, only after an event. */
export const stepDirections = (trigger: StepTrigger): readonly ('before' | 'after')[] =>
  isDatedTrigger(trigger) ? ['before', 'after'] : ['after'];

export const STEP_ACTIONS = [
  'send_template',
  'send_questionnaire',
  'send_contract',
  'send_invoice',
  'create_task',
  'publish_gallery',
  'request_review',
  'wait',
] as const;
export type StepAction = (typeof STEP_ACTIONS)[number];

/** What a `wait` step holds the steps after it for. */
export const WAIT_CONDITIONS = [
  'contract_signed',
  'invoice_paid',
  'questionnaire_answered',
  'gallery_published',
] as const;
export type WaitCondition = (typeof WAIT_CONDITIONS)[number];

export const OFFSET_UNITS = ['days', 'hours'] as const;
export type OffsetUnit = (typeof OFFSET_UNITS)[number];

/** Where a session's copy of a step is (session_steps.status). */
export const SESSION_STEP_STATUSES = ['pending', 'scheduled', 'done', 'skipped', 'cancelled', 'failed'] as const;
export type SessionStepStatus = (typeof SESSION_STEP_STATUSES)[number];

/** The timing of a step. */
export type StepTiming = {
  readonly trigger: StepTrigger;
  /** How many `offsetUnit`s after the trigger; before it when negative (a dated trigger only). */
  readonly offsetAmount: number;
  readonly offsetUnit: OffsetUnit;
  /** Minutes past midnight on the studio's clock, for day offsets; the trigger's own time when absent. */
  readonly atMinute?: number | null | undefined;
};

const HOUR = 3_600_000;

/**
 * When a step is due, given the instant its trigger happened (the session's start, the
 * signature, the gallery's expiry…). Days are calendar days on the studio's clock, so a step at
 * 9:00 the day before a session is at 9:00 whether or not the clocks changed in between; hours
 * are elapsed time.
 */
export function stepDueAt(timing: StepTiming, triggeredAt: number, timeZone: string): number {
  if (timing.offsetUnit === 'hours') return triggeredAt + timing.offsetAmount * HOUR;
  const clock = wallClock(triggeredAt, timeZone);
  const atMinute = timing.atMinute ?? null;
  return zonedToUtc(
    {
      year: clock.year,
      month: clock.month,
      day: clock.day + timing.offsetAmount,
      hour: atMinute === null ? clock.hour : Math.floor(atMinute / 60),
      minute: atMinute === null ? clock.minute : atMinute % 60,
    },
    timeZone,
  );
}
