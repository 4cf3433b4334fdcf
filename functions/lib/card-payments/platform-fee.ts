// What the platform keeps of each card payment a studio takes: one setting for every studio.
/**
 * The platform's fee on each card payment, in basis points of its amount (PLATFORM_FEE_BP, 0 when
 * unset), rounded down to whole minor units.
 */
export function platformFee(amount: number): number {
  const bp = Number(process.env.PLATFORM_FEE_BP ?? 0);
  if (!Number.isInteger(bp) || bp < 0 || bp > 10_000) throw new Error('PLATFORM_FEE_BP is not 0..10000');
  return Math.floor((amount * bp) / 10_000);
}
