import { describe, expect, it } from 'vitest';
import { MAX_REMINDER_DAYS } from './gallery';
import { isReminderDue, REMINDER_HORIZON_MS, reminderTime } from './gallery-reminder';

const MADRID = 'Europe/Madrid';
/** The last millisecond of a day in Madrid, as the gallery form stores an expiry: 20 March 2026 (CET). */
const endOf20March = Date.parse('2026-03-20T23:59:59.999+01:00');

describe('reminderTime', () => {
  it('falls at 09:00 on the studio’s clock, the chosen number of days before the expiry day', () => {
    expect(reminderTime(endOf20March, 7, MADRID)).toBe(Date.parse('2026-03-13T09:00:00+01:00'));
    expect(reminderTime(endOf20March, 1, MADRID)).toBe(Date.parse('2026-03-19T09:00:00+01:00'));
    expect(reminderTime(endOf20March, 7, 'America/New_York')).toBe(Date.parse('2026-03-13T09:00:00-04:00'));
  });

  it('counts calendar days across a change of the clocks', () => {
    // Spain moves to summer time on 29 March 2026: the reminder is still at 09:00, in winter time.
    const endOf2April = Date.parse('2026-04-02T23:59:59.999+02:00');
    expect(reminderTime(endOf2April, 7, MADRID)).toBe(Date.parse('2026-03-26T09:00:00+01:00'));
  });

  it('is undefined when the gallery never expires or reminders are off', () => {
    expect(reminderTime(0, 7, MADRID)).toBeUndefined();
    expect(reminderTime(endOf20March, null, MADRID)).toBeUndefined();
  });

  it('is never further ahead of the expiry than the horizon the jobs look through', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', MADRID, 'UTC']) {
      const at = reminderTime(endOf20March, MAX_REMINDER_DAYS, timeZone) ?? 0;
      expect(endOf20March - at).toBeLessThanOrEqual(REMINDER_HORIZON_MS);
    }
  });
});

describe('isReminderDue', () => {
  const at = Date.parse('2026-03-13T09:00:00+01:00');

  it('is due from the reminder’s time until the gallery expires', () => {
    expect(isReminderDue(endOf20March, 7, MADRID, at - 1)).toBe(false);
    expect(isReminderDue(endOf20March, 7, MADRID, at)).toBe(true);
    // A gallery given an expiry already inside the window is reminded at once.
    expect(isReminderDue(endOf20March, 7, MADRID, endOf20March - 1)).toBe(true);
    expect(isReminderDue(endOf20March, 7, MADRID, endOf20March)).toBe(false);
  });

  it('is never due for a gallery that never expires or without reminders', () => {
    expect(isReminderDue(0, 7, MADRID, at)).toBe(false);
    expect(isReminderDue(endOf20March, null, MADRID, at)).toBe(false);
  });
});
