// A studio's own domain for its public site, and the DNS record that proves the studio controls
// it: a claim stays pending, and is not served, until a TXT record at verificationRecordName
// holds the claim's token (functions/accounts/verify-domain.ts). The first studio to verify a
// hostname gets it; a pending claim blocks nobody.
import { z } from 'zod/mini';

const hostname = z
  .string()
  .check(z.maxLength(253, 'tooLong'), z.regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'invalid'));

/** The hostname a studio claims ("anna.photo", in any case), or empty to give up its claim. */
export const customDomain = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.union([z.literal(''), hostname]));

export const customDomainClaim = z.strictObject({ hostname: customDomain });

/** Where the TXT record that proves control of `hostname` lives. */
export const verificationRecordName = (hostname: string) => `_studio-verification.${hostname}`;

/** A studio's claim as the API shows it to its members (the app checks it in lib/accounts.ts). */
export type CustomDomainView = {
  hostname: string;
  verified: boolean;
  /** The TXT record to add at the domain's DNS host: its name and its exact value. */
  record: { name: string; value: string };
};
