// The arguments of the custom font queries (../custom-fonts.ts), checked by the server alone.
import { accountArgs } from './account-args';

export const customFontQueryArgs = {
  list: accountArgs,
};
