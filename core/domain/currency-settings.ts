// The studio's currency as the settings form and PUT /api/accounts/{id}/currency take it, with the
// messages a person reads. currency.ts reads a stored one by the same rules without zod.
import { z } from 'zod/mini';
import { currencyPositions, isCurrencyCode, SYMBOL_MAX } from './currency';

export const currencySettings = z.strictObject({
  code: z.string().check(z.trim(), z.toUpperCase(), z.refine(isCurrencyCode, 'currencyCode')),
  symbol: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(SYMBOL_MAX, 'tooLong')),
  position: z.enum(currencyPositions),
});
