import { describe, expect, it } from 'vitest';
import { STEP_TRIGGERS, stepDirections, stepDueAt } from './workflow';

const MADRID = 'Europe/Madrid';

describe('stepDueAt', () => {
  it('keeps "9:00 the day before" at 9:00 when the clocks go forward in between', () => {
    // Sunday 29 March 2026, 02:00 CET became 03:00 CEST; the session is Monday at 11:00 CEST.
    const session = Date.parse('2026-03-30T11:00:00+02:00');
    const due = stepDueAt(
      { trigger: 'session', offsetAmount: -1, offsetUnit: 'days', atMinute: 9 * 60 },
      session,
      MADRID,
    );
    expect(new Date(due).toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('keeps "9:00 the day before" at 9:00 when the clocks go back in between', () => {
    // Sunday 25 October 2026, 03:00 CEST became 02:00 CET.
    const session = Date.parse('2026-10-26T11:00:00+01:00');
    const due = stepDueAt(
      { trigger: 'session', offsetAmount: -1, offsetUnit: 'days', atMinute: 9 * 60 },
      session,
      MADRID,
    );
    expect(new Date(due).toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('keeps the trigger’s own time of day when a day offset names none', () => {
    const booked = Date.parse('2026-03-27T18:30:00+01:00');
    const due = stepDueAt({ trigger: 'booked', offsetAmount: 3, offsetUnit: 'days' }, booked, MADRID);
    expect(new Date(due).toISOString()).toBe('2026-03-30T16:30:00.000Z');
  });

  it('counts hours as elapsed time, across a change of the clocks too', () => {
    const session = Date.parse('2026-03-29T12:00:00+02:00');
    const due = stepDueAt({ trigger: 'session', offsetAmount: -12, offsetUnit: 'hours' }, session, MADRID);
    expect(due).toBe(session - 12 * 3_600_000);
  });
});

describe('stepDirections', () => {
  it('offers before only for what is dated ahead: an event has to happen first', () => {
    const offered = Object.fromEntries(STEP_TRIGGERS.map((trigger) => [trigger, stepDirections(trigger)]));
    expect(offered).toEqual({
      booked: ['after'],
      session: ['before', 'after'],
      contract_signed: ['after'],
      invoice_paid: ['after'],
      invoice_overdue: ['after'],
      gallery_published: ['after'],
      gallery_expires: ['before', 'after'],
      questionnaire_answered: ['after'],
    });
  });
});
