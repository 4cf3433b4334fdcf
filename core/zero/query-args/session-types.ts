// The arguments of the session type queries (../session-types.ts), checked by the server alone.
import { accountArgs } from './account-args';

export const sessionTypeQueryArgs = {
  list: accountArgs,
};
