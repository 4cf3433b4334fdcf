import { describe, expect, it } from 'vitest';
import { canChangeStatus, newSession, nextStatuses, updateSessionArgs } from './session';
import { sessionStatuses } from './session-values';

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

describe('newSession', () => {
  const booking = { id: 's1', accountId: 'a1', authorId: 'u1', customerId: 'c1', date: now + HOUR };

  it('starts scheduled, with nothing paid, the defaults filled and both times at now', () => {
    expect(newSession({ ...booking, type: ' Portrait ', price: 15_000 }, now)).toEqual({
      ...booking,
      duration: 60,
      type: 'Portrait',
      locationId: null,
      location: '',
      notes: '',
      price: 15_000,
      galleryId: null,
      status: 'scheduled',
      paymentStatus: 'pending',
      paymentAmount: 0,
      createdAt: now,
      updatedAt: now,
    });
  });

  it('refuses what the session rules refuse, whichever writer asks', () => {
    expect(() => newSession({ ...booking, duration: 2000 }, now)).toThrow('durationRange');
    expect(() => newSession({ ...booking, price: -1 }, now)).toThrow('amountNegative');
    expect(() => newSession({ ...booking, date: Date.UTC(20226, 0, 1) }, now)).toThrow('dateRange');
  });
});
