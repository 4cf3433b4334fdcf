// The addresses studios have left (public.studio_former_slugs): another studio may take one only
// once the grace period is over, and the studio that left it may take it back at any time.
import type postgres from 'postgres';
import { FORMER_SLUG_GRACE_DAYS } from '@core/domain/account';

const GRACE_MS = FORMER_SLUG_GRACE_DAYS * 86_400_000;

/** Whether another studio than `accountId` left `slug` within the grace period. */
export async function heldForAnotherStudio(sql: postgres.Sql, slug: string, accountId: string): Promise<boolean> {
  const [held] = await sql`
    select 1 from studio_former_slugs
    where slug = ${slug} and account_id <> ${accountId} and left_at > private.now_ms() - ${GRACE_MS}`;
  return held !== undefined;
}

/**
 * Holds every change that takes or leaves one of `slugs` until the transaction ends, so a studio
 * leaving an address and another taking it are one after the other (in one order, no deadlock).
 */
export async function lockSlugs(tx: postgres.TransactionSql, slugs: readonly string[]): Promise<void> {
  for (const slug of [...new Set(slugs)].sort()) {
    await tx`select pg_advisory_xact_lock(hashtextextended(${`slug:${slug}`}, 0))`;
  }
}
