// The rule lib/first-rows.ts swaps by, apart so it can be tested without a browser.
import type { QueryResultDetails } from '@rocicorp/zero';

/**
 * Whether Zero's value for a query can be shown instead of the one read early: Zero has
 * answered, or has at least as many rows locally. A local result with fewer rows is the part of
 * the list another screen happened to sync (Home's sessions of the week, say): showing it would
 * shrink the list for a moment, then grow it back.
 */
export function zeroHasCaughtUp(value: unknown, resultType: QueryResultDetails['type'], early: unknown): boolean {
  if (resultType !== 'unknown') return true;
  if (!Array.isArray(value)) return value !== undefined;
  return value.length > 0 && value.length >= (Array.isArray(early) ? early.length : 0);
}
