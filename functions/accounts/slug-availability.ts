// GET /api/accounts/{id}/slug-availability?slug=…: whether the studio could take that public
// address now, so the settings screen previews only an address it could save. Owners only,
// like the change itself; PATCH …/slug still has the final word (409 slug_taken, slug_on_hold).
import { needs } from '@core/domain/roles';
import { slugInput } from '@core/domain/account';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseInput } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { heldForAnotherStudio } from './former-slugs';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.own);
  const { slug } = parseInput(event.queryStringParameters ?? {}, slugInput);
  // The studio's own address counts as free: saving it again changes nothing.
  const [taken] = await sql`select 1 from accounts where slug = ${slug} and id <> ${accountId}`;
  return json(200, { slug, available: taken === undefined && !(await heldForAnotherStudio(sql, slug, accountId)) });
});
