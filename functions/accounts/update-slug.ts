// PATCH /api/accounts/{id}/slug: the studio's public address, /p/{slug}. The address it leaves is
// kept as its own for a grace period (./former-slugs.ts): links already given out redirect from it.
import { needs } from '@core/domain/roles';
import { slugInput } from '@core/domain/account';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { accountsOf } from './account-row';
import { heldForAnotherStudio, lockSlugs } from './former-slugs';

const UNIQUE_VIOLATION = '23505';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.own);
  const { slug } = parseJsonBody(event, slugInput);
  try {
    await sql.begin(async (tx) => {
      const [current] = await tx<
        { slug: string | null }[]
      >`select slug from accounts where id = ${accountId} for update`;
      const left = current?.slug ?? null;
      if (left === slug) return;
      await lockSlugs(tx, left === null ? [slug] : [slug, left]);
      if (await heldForAnotherStudio(tx, slug, accountId)) {
        throw new HttpError(409, 'slug_on_hold', 'Another studio left that address recently');
      }
      await tx`update accounts set slug = ${slug} where id = ${accountId}`;
      // Taken again (by the studio that left it, or another after the grace): no longer a former address.
      await tx`delete from studio_former_slugs where slug = ${slug}`;
      if (left !== null) {
        await tx`delete from studio_former_slugs where slug = ${left}`;
        await tx`insert into studio_former_slugs (slug, account_id) values (${left}, ${accountId})`;
      }
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new HttpError(409, 'slug_taken', 'That address is already taken');
    }
    throw error;
  }
  const [account] = await accountsOf(sql, caller.userId, accountId);
  return json(200, { account });
});
