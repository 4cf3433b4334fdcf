import { describe, expect, it } from 'vitest';
import { retriggered, stepProblem, workflowStepFields } from './workflow-edit';

const step = (fields: Partial<Parameters<typeof stepProblem>[0]>) => ({ ...workflowStepFields.parse({}), ...fields });

describe('a step counted from another trigger', () => {
  it('keeps coming before what is dated ahead, and comes after an event it cannot precede', () => {
    expect(retriggered({ offsetAmount: -2 }, 'gallery_expires')).toEqual({ trigger: 'gallery_expires' });
    expect(retriggered({ offsetAmount: -2 }, 'contract_signed')).toEqual({
      trigger: 'contract_signed',
      offsetAmount: 2,
    });
    expect(retriggered({ offsetAmount: 3 }, 'booked')).toEqual({ trigger: 'booked' });
  });
});

describe('stepProblem', () => {
  it('refuses a step before an event, and allows one before the session or a gallery expiry', () => {
    expect(stepProblem(step({ trigger: 'invoice_paid', offsetAmount: -1 }))).toBe('beforeEvent');
    expect(stepProblem(step({ trigger: 'booked', offsetAmount: -3, offsetUnit: 'hours' }))).toBe('beforeEvent');
    expect(stepProblem(step({ trigger: 'booked', offsetAmount: 0 }))).toBeUndefined();
    expect(stepProblem(step({ trigger: 'session', offsetAmount: -1 }))).toBeUndefined();
    expect(stepProblem(step({ trigger: 'gallery_expires', offsetAmount: -7 }))).toBeUndefined();
  });
});
