// The arguments of the account queries (../accounts.ts), checked by the server alone.
import { z } from 'zod/mini';

export const accountQueryArgs = {
  /** The caller's own accounts: it takes no arguments, so any it is sent are refused. */
  mine: z.undefined(),
};
