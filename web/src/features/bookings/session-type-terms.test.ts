import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { bookingTermsTyped, parseBookingTerms } from './session-type-terms';

const schema = z.object(bookingTermsTyped).transform((form, ctx) => parseBookingTerms(form, ctx) ?? z.NEVER);
const parse = (contractTemplateId: string, depositPercent: string) =>
  schema.safeParse({ contractTemplateId, depositPercent });

describe('the session type’s “sign and pay to confirm” fields', () => {
  it('keep a whole percent of the price as basis points, and no template as none', () => {
    expect(parse('tpl', '30').data).toEqual({ contractTemplateId: 'tpl', depositBp: 3_000 });
    expect(parse('', ' ').data).toEqual({ contractTemplateId: null, depositBp: 0 });
    expect(parse('', '100').data).toEqual({ contractTemplateId: null, depositBp: 10_000 });
  });

  it('refuse a part of a percent, more than the price or no number, on the deposit’s field', () => {
    for (const typed of ['30.5', '101', '-10', 'half']) {
      expect(parse('', typed).error?.issues).toEqual([
        expect.objectContaining({ path: ['depositPercent'], message: 'depositRange' }),
      ]);
    }
  });
});
