// POST /api/p/{id}/client/session {email, code} or {link}: the mailed code (typed with the address
// it was sent to) or the mail's one-click link opens a portal session: its token goes to an
// HttpOnly cookie on the studio's portal addresses: those of its own domain when asked there (the
// portal calls that domain's /api/*, as the booking page does), the app's otherwise. Anything that
// opens nothing answers alike.
import { z } from 'zod';
import { checkGuess } from '../lib/attempt-limit';
import {
  codeRefused,
  onStudioDomain,
  openByCode,
  openByLink,
  portalCookies,
} from '../lib/client-portal/portal-sign-in';
import { getSql } from '../lib/db';
import { requiredEnv } from '../lib/env';
import { defineHandler } from '../lib/handler';
import { callerAddress, json, viewerHost } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { studioAtSlug } from '../lib/site/public-studio';

const sessionRequest = z.union([
  z.strictObject({ email: z.email().max(320), code: z.string().regex(/^\d{6}$/) }),
  z.strictObject({ link: z.string().max(100) }),
]);

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await studioAtSlug(sql, event.pathParameters?.id);
  const request = parseJsonBody(event, sessionRequest);
  const opened =
    'link' in request
      ? await openByLink(sql, studio.id, request.link)
      : await openCode(sql, studio.id, request.email.toLowerCase(), request.code, callerAddress(event));
  const ownDomain = await onStudioDomain(sql, studio.id, viewerHost(event));
  const result = json(200, { preview: opened.preview });
  return {
    ...result,
    cookies: portalCookies(studio.slug, opened.token, { siteUrl: requiredEnv('SITE_URL'), ownDomain }),
  };
});

/** A typed code, within the limits sign-in's guesses have per address and per e-mail. */
async function openCode(
  sql: ReturnType<typeof getSql>,
  accountId: string,
  email: string,
  code: string,
  address: string,
) {
  let opened: Awaited<ReturnType<typeof openByCode>> | undefined;
  await checkGuess(sql, 'portal-code-guess', { address, email }, async () => {
    try {
      opened = await openByCode(sql, accountId, email, code);
      return true;
    } catch {
      return false;
    }
  });
  if (!opened) throw codeRefused();
  return opened;
}
