import { describe, expect, it } from 'vitest';
import { GB, monthLines } from '@core/domain/usage';
import { chargedMeters, meterEventIdentifier, meterEventTimestamp, meterEventValue } from './stripe-meter-events';

describe('meter events', () => {
  it('charges stored and delivered bytes, renders and mails, never photos or active galleries', () => {
    expect([...chargedMeters].sort()).toEqual(['delivered_bytes', 'mails', 'renders', 'stored_bytes']);
  });

  it("reports stored bytes so that a month's events add up to its average level in MB", () => {
    // 6 GB kept every day of a 30-day month is a 6 GB (6000 MB) average.
    const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
    const reported = days.reduce((sum, day) => sum + meterEventValue('stored_bytes', day, 6 * GB), 0);
    expect(reported).toBe(6000);
    // Beyond the 3 GB allowance, 3000 MB-months at the MB price is monthLines' line.
    const line = monthLines('2026-11', { stored_bytes: 6 * GB * 30 }, 'EUR').lines.find(
      (l) => l.meter === 'stored_bytes',
    );
    expect(line?.amount).toBe(Math.round(((reported - 3000) * 4) / 1000));
  });

  it('divides a day of storage by the days of its own month', () => {
    expect(meterEventValue('stored_bytes', '2026-02-10', 28 * GB)).toBe(1000);
    expect(meterEventValue('stored_bytes', '2026-03-10', 31 * GB)).toBe(1000);
  });

  it('reports delivered bytes in MB and counts as they are', () => {
    expect(meterEventValue('delivered_bytes', '2026-11-02', 2_500_400)).toBe(3);
    expect(meterEventValue('renders', '2026-11-02', 1234)).toBe(1234);
    expect(meterEventValue('mails', '2026-11-02', 7)).toBe(7);
  });

  it('names one event per customer, day and meter, timed at noon of the day', () => {
    expect(meterEventIdentifier('cus_1', '2026-11-02', 'renders')).toBe('cus_1:2026-11-02:renders');
    expect(meterEventIdentifier('cus_1', '2026-11-02', 'mails')).not.toBe(
      meterEventIdentifier('cus_1', '2026-11-03', 'mails'),
    );
    expect(new Date(meterEventTimestamp('2026-11-30') * 1000).toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });
});
