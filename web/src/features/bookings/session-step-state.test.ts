import { describe, expect, it } from 'vitest';
import { awaitedEvent, canSendNow, type SessionStep } from './session-step-state';

const step = (fields: Partial<SessionStep>): SessionStep => ({ ...({} as SessionStep), status: 'pending', ...fields });

describe('a session step on the session', () => {
  it('waits for the first wait before it that still holds, else for its own trigger', () => {
    const steps = [
      step({ id: 'a', position: 0, action: 'send_template', trigger: 'booked', status: 'done' }),
      step({ id: 'w1', position: 1, action: 'wait', waitFor: 'contract_signed', status: 'done' }),
      step({ id: 'w2', position: 2, action: 'wait', trigger: 'booked', waitFor: 'invoice_paid', status: 'pending' }),
      step({ id: 'b', position: 3, action: 'send_template', trigger: 'session' }),
    ];
    expect(awaitedEvent(steps[3]!, steps)).toBe('invoice_paid');
    // A wait is not held by itself, nor by a wait already over.
    expect(awaitedEvent(steps[2]!, steps)).toBe('booked');
    const released = steps.map((s) => (s.id === 'w2' ? { ...s, status: 'done' as const } : s));
    expect(awaitedEvent(released[3]!, released)).toBe('session');
  });

  it('may be done now while to come or after every try failed, never once over', () => {
    expect(canSendNow(step({ status: 'pending' }))).toBe(true);
    expect(canSendNow(step({ status: 'scheduled' }))).toBe(true);
    expect(canSendNow(step({ status: 'failed' }))).toBe(true);
    for (const status of ['done', 'skipped', 'cancelled'] as const) expect(canSendNow(step({ status }))).toBe(false);
  });
});
