// The session-type form's "sign and pay to confirm" fields as typed: the contract template a
// booking is signed under (empty for none) and the deposit as whole percent of the price.
import { z } from 'zod';
import { depositBp, depositPercentToBp } from '@core/domain/session-type';
import type { SessionType } from './session-type-form';

export const bookingTermsTyped = { contractTemplateId: z.string(), depositPercent: z.string() };

type TypedTerms = { contractTemplateId: string; depositPercent: string };

/** The terms as the mutators take them; a deposit outside 0–100 % is reported on its field. */
export function parseBookingTerms(form: TypedTerms, ctx: z.RefinementCtx) {
  const typed = form.depositPercent.trim();
  const deposit = depositBp.safeParse(depositPercentToBp(typed === '' ? 0 : Number(typed)));
  if (!deposit.success) {
    ctx.addIssue({ code: 'custom', path: ['depositPercent'], message: 'depositRange' });
    return undefined;
  }
  return { contractTemplateId: form.contractTemplateId || null, depositBp: deposit.data };
}

export function bookingTermsValues(sessionType: SessionType | undefined): TypedTerms {
  return {
    contractTemplateId: sessionType?.contractTemplateId ?? '',
    depositPercent: String((sessionType?.depositBp ?? 0) / 100),
  };
}
