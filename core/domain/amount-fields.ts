// The checks of an amount a form or a request gives: whole minor units within MAX_AMOUNT. Apart
// from money.ts, whose sums the back office's first screen reads without a validation library.
import { z } from 'zod/mini';
import { MAX_AMOUNT } from './money';

/** A price: whole minor units, zero allowed (a free or not yet priced session). */
export const priceAmount = z
  .int({ error: 'invalid' })
  .check(z.minimum(0, 'amountNegative'), z.maximum(MAX_AMOUNT, 'amountTooLarge'));

/** A payment: whole minor units above zero (the database refuses anything else too). */
export const paymentAmount = z
  .int({ error: 'invalid' })
  .check(z.minimum(1, 'amountPositive'), z.maximum(MAX_AMOUNT, 'amountTooLarge'));
