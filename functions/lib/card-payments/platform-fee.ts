// What the platform keeps of each card payment a studio takes: one setting for every studio.

/** The platform's fee in basis points of each card payment (PLATFORM_FEE_BP, 0 when unset). */
export function platformFeeBasisPoints(): number {
  const bp = Number(process.env.PLATFORM_FEE_BP ?? 0);
  if (!Number.isInteger(bp) || bp < 0 || bp > 10_000) throw new Error('PLATFORM_FEE_BP is not 0..10000');
  return bp;
}

/** The platform's fee on a card payment of `amount`, rounded down to whole minor units. */
export function platformFee(amount: number): number {
  return Math.floor((amount * platformFeeBasisPoints()) / 10_000);
}
