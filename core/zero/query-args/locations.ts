// The arguments of the location queries (../locations.ts), checked by the server alone.
import { accountArgs } from './account-args';

export const locationQueryArgs = {
  list: accountArgs,
};
