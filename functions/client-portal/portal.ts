// GET /api/p/{id}/client: everything of the signed-in client's from this studio
// (core/domain/client-portal.ts). Without a live portal session: 401, whoever asks.
import { readClientPortal } from '../lib/client-portal/portal-view';
import { portalClient, portalToken } from '../lib/client-portal/portal-sign-in';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { studioAtSlug } from '../lib/site/public-studio';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await studioAtSlug(sql, event.pathParameters?.id);
  const client = await portalClient(sql, studio.id, portalToken(event.cookies));
  if (!client) throw new HttpError(401, 'unauthenticated', 'Sign in to the portal first');
  return json(200, { portal: await readClientPortal(sql, client) });
});
