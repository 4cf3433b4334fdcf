// The addresses studios have left (public.studio_former_slugs): another studio may take one only
// once the grace period is over, and the studio that left it may take it back at any time. The
// database keeps the rule on every change of accounts.slug (its migration's trigger); this asks it.
import type postgres from 'postgres';

/** The SQLSTATE the database refuses an address with that another studio left within the grace period. */
export const SLUG_ON_HOLD = 'SLUGH';

/** Whether another studio than `accountId` left `slug` within the grace period. */
export async function heldForAnotherStudio(sql: postgres.Sql, slug: string, accountId: string): Promise<boolean> {
  const [row] = await sql<{ held: boolean }[]>`select private.slug_on_hold(${slug}, ${accountId}) as held`;
  return row?.held === true;
}
