// Personal access tokens: what Settings sends to make one, and what it lists. A token lets a
// publishing tool (the Lightroom plugin) upload into the studio's galleries as its maker, and
// nothing else (docs/decisions/personal-access-tokens.md).
import { z } from 'zod';

/** Every token starts so, for secret scanners to find one pasted where it should not be. */
export const ACCESS_TOKEN_PREFIX = 'pst_';

/** The lifetimes a token may be given, in days. */
export const accessTokenLifetimes = [30, 90, 365] as const;

export const accessTokenRequest = z.strictObject({
  name: z.string().trim().min(1, 'required').max(100, 'tooLong'),
  days: z.literal(accessTokenLifetimes),
});
export type AccessTokenRequest = z.output<typeof accessTokenRequest>;

/** A token as its maker sees it listed: never its secret, which is shown once when made. */
export const listedAccessToken = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  lastUsedAt: z.number().nullable(),
});
export type ListedAccessToken = z.output<typeof listedAccessToken>;
