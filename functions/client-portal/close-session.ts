// DELETE /api/p/{id}/client/session: the client signs out of the studio's portal on this device.
// The session ends in the database, not only in the browser, and both cookies are cleared.
import { onStudioDomain, portalCookies, portalToken, revokePortalSession } from '../lib/client-portal/portal-sign-in';
import { getSql } from '../lib/db';
import { requiredEnv } from '../lib/env';
import { defineHandler } from '../lib/handler';
import { viewerHost } from '../lib/http';
import { studioAtSlug } from '../lib/site/public-studio';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await studioAtSlug(sql, event.pathParameters?.id);
  const token = portalToken(event.cookies);
  if (token !== undefined) await revokePortalSession(sql, studio.id, token);
  const ownDomain = await onStudioDomain(sql, studio.id, viewerHost(event));
  return {
    statusCode: 204,
    headers: { 'cache-control': 'no-store' },
    cookies: portalCookies(studio.slug, null, { siteUrl: requiredEnv('SITE_URL'), ownDomain }),
  };
});
