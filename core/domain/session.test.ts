import { describe, expect, it } from 'vitest';
import { canChangeStatus, doubleBooked, nextStatuses, sessionStatuses, updateSessionArgs } from './session';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 5, 15, 12);

describe('session status transitions', () => {
  it('lets a booking be confirmed or cancelled before it happens', () => {
    expect(nextStatuses('scheduled', now + HOUR, now)).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed', now + HOUR, now)).toEqual(['scheduled', 'cancelled']);
  });

  it('only says what happened once the session has started', () => {
    expect(canChangeStatus('confirmed', 'completed', now + HOUR, now)).toBe(false);
    expect(canChangeStatus('confirmed', 'no_show', now + HOUR, now)).toBe(false);
    expect(canChangeStatus('confirmed', 'completed', now - HOUR, now)).toBe(true);
    expect(nextStatuses('scheduled', now - HOUR, now)).toEqual(['confirmed', 'completed', 'cancelled', 'no_show']);
  });

  it('undoes only what is plausibly a slip, and rebooks cancelled or missed sessions', () => {
    expect(nextStatuses('completed', now - HOUR, now)).toEqual(['confirmed']);
    expect(nextStatuses('cancelled', now - HOUR, now)).toEqual(['scheduled']);
    expect(nextStatuses('no_show', now - HOUR, now)).toEqual(['scheduled', 'completed']);
    expect(canChangeStatus('completed', 'cancelled', now - HOUR, now)).toBe(false);
  });

  it('never "changes" a status to itself', () => {
    for (const status of sessionStatuses) expect(canChangeStatus(status, status, now - HOUR, now)).toBe(false);
  });
});

describe('updateSessionArgs', () => {
  it('changes only the fields sent (no default resets the others)', () => {
    expect(updateSessionArgs.parse({ id: 's1', notes: 'Bring the reflector' })).toEqual({
      id: 's1',
      notes: 'Bring the reflector',
    });
  });
});

describe('doubleBooked', () => {
  const at10 = Date.UTC(2027, 2, 3, 10);
  it('names every session that starts with another one holding its slot', () => {
    const ids = doubleBooked([
      { id: 'a', date: at10, status: 'confirmed' },
      { id: 'b', date: at10, status: 'scheduled' },
      { id: 'c', date: at10 + 60_000, status: 'scheduled' },
    ]);
    expect([...ids].sort()).toEqual(['a', 'b']);
  });

  it('leaves out cancelled and missed sessions, which gave their slot up', () => {
    const ids = doubleBooked([
      { id: 'a', date: at10, status: 'confirmed' },
      { id: 'b', date: at10, status: 'cancelled' },
      { id: 'c', date: at10, status: 'no_show' },
    ]);
    expect(ids.size).toBe(0);
  });
});
