// A network address no other test sends from. The public API limits requests per address for an
// hour, and test files run side by side against one platform, so a shared or guessed address
// could be spent by another file's limit test.
import { randomBytes } from 'node:crypto';

/** A fresh address in IPv6's documentation range (2001:db8::/32). */
export function uniqueCallerAddress(): string {
  const groups = randomBytes(12).toString('hex').match(/.{4}/g) ?? [];
  return `2001:db8:${groups.slice(0, 6).join(':')}`;
}
