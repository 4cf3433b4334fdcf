// POST /api/publish/galleries {name}: a new draft gallery of an access token's studio, for a
// collection a publishing tool publishes for the first time. Made as the back office makes one
// (core/zero/galleries.ts): a draft with the default settings, authored by the token's maker.
import { z } from 'zod';
import { galleryFields } from '@core/domain/gallery';
import { newId } from '@core/domain/ids';
import { requireAccessToken } from '../lib/access-tokens';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';

const createRequest = z.strictObject({ name: galleryFields.shape.name });

export const handler = defineHandler(async (event) => {
  const { accountId, userId } = await requireAccessToken(event);
  const { name } = parseJsonBody(event, createRequest);
  const { description, expiresAt, settings } = galleryFields.parse({ name });
  const sql = getSql();
  const [gallery] = await sql<{ id: string; name: string }[]>`
    insert into galleries (id, account_id, author_id, name, description, expires_at, settings, status)
    values (${newId()}, ${accountId}, ${userId}, ${name}, ${description}, ${expiresAt}, ${sql.json(settings)}, 'draft')
    returning id, name`;
  return json(201, { gallery });
});
