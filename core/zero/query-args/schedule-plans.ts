// The arguments of the schedule plan queries (../schedule-plans.ts), checked by the server alone.
import { accountArgs } from './account-args';

export const schedulePlanQueryArgs = {
  list: accountArgs,
};
