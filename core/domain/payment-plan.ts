// How a document is paid over time: a plan of steps (30 % on acceptance, the rest 7 days before
// the session) becomes instalments of whole minor units. Each step but the last is rounded once,
// half away from zero; the last takes what remains, so the instalments always sum to the total.
import { z } from 'zod';
import { sumAmounts } from './money';

const DAY = 86_400_000;

export const planDues = ['on_issue', 'after_issue', 'before_session'] as const;

export const planStep = z.strictObject({
  /** Whole percent of the total; the last step takes whatever the others left. */
  percent: z.number().int('invalid').min(1, 'invalid').max(100, 'invalid'),
  /** When it falls due: when the document is issued, N days after, or N days before the session. */
  due: z.enum(planDues),
  days: z.number().int('invalid').min(0, 'invalid').max(730, 'invalid').default(0),
});
export type PlanStep = z.output<typeof planStep>;

/** A plan's steps add up to 100 %; an empty plan is one payment when the document is issued. */
export const paymentPlan = z
  .array(planStep)
  .max(12, 'tooLong')
  .refine((steps) => steps.length === 0 || sumAmounts(steps.map((step) => step.percent)) === 100, 'planNot100');
export type PaymentPlan = z.output<typeof paymentPlan>;

export type Instalment = { amount: number; dueAt: number };

/** total × percent / 100, rounded half away from zero. */
function share(total: number, percent: number): number {
  const exact = (Math.abs(total) * percent) / 100;
  return Math.sign(total) * Math.round(exact);
}

/**
 * The instalments a plan makes of `total`, due from `issuedAt` (and the session's date for steps
 * due before it; without one they fall due on issue). A date already past falls due on issue. A
 * step that rounds to nothing is left out, so every instalment asks for money; a total of zero or
 * below (a corrective invoice that gives money back) has none.
 */
export function planInstalments(
  total: number,
  plan: PaymentPlan,
  { issuedAt, sessionDate }: { issuedAt: number; sessionDate?: number | null },
): Instalment[] {
  if (total <= 0) return [];
  const steps: PlanStep[] = plan.length > 0 ? plan : [{ percent: 100, due: 'on_issue', days: 0 }];
  const dueAt = (step: PlanStep) => {
    if (step.due === 'after_issue') return issuedAt + step.days * DAY;
    if (step.due === 'before_session' && sessionDate != null) return Math.max(issuedAt, sessionDate - step.days * DAY);
    return issuedAt;
  };
  const amounts = steps.slice(0, -1).map((step) => share(total, step.percent));
  amounts.push(total - sumAmounts(amounts));
  return steps.map((step, i) => ({ amount: amounts[i]!, dueAt: dueAt(step) })).filter((item) => item.amount > 0);
}

/** Instalments typed by hand: each above zero, and together exactly the total. */
export function instalmentsMatch(total: number, instalments: readonly { amount: number }[]): boolean {
  if (total <= 0) return instalments.length === 0;
  return instalments.every((item) => item.amount > 0) && sumAmounts(instalments.map((item) => item.amount)) === total;
}
