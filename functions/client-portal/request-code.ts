// POST /api/p/{id}/client/code {email, language}: a client asks for a code to open their portal
// (id: the studio's slug). A customer of the studio with that address gets a mail with the code
// and a one-click link; any other address gets the same answer and no mail, so the page tells no
// one who the studio's clients are.
import { z } from 'zod';
import { siteTheme } from '@core/domain/site-theme';
import { limitAttempts } from '../lib/attempt-limit';
import { customerByEmail, customerLanguage } from '../lib/client-portal/portal-customer';
import { portalCodeMail } from '../lib/client-portal/portal-mail';
import { issuePortalCode } from '../lib/client-portal/portal-sign-in';
import { getSql } from '../lib/db';
import { requiredEnv } from '../lib/env';
import { defineHandler, logError } from '../lib/handler';
import { callerAddress, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { mailBrand } from '../lib/mail/mail-layout';
import { mailer } from '../lib/mail/mailer';
import { studioAtSlug } from '../lib/site/public-studio';
import { portalAddress } from './portal-address';

const codeRequest = z.strictObject({
  email: z.email().max(320),
  language: z.enum(['en', 'es', 'ca']).default('en'),
});

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await studioAtSlug(sql, event.pathParameters?.id);
  const { email, language } = parseJsonBody(event, codeRequest);
  await limitAttempts(sql, 'portal-code', { address: callerAddress(event), email: email.toLowerCase() });
  const customer = await customerByEmail(sql, studio.id, email);
  if (customer) {
    const siteUrl = requiredEnv('SITE_URL');
    const [{ code, link }, lng] = await Promise.all([
      issuePortalCode(sql, studio.id, customer.id),
      customerLanguage(sql, studio.id, customer, language),
    ]);
    const mail = portalCodeMail({
      to: customer.email,
      lng,
      brand: mailBrand({ id: studio.id, name: studio.name, logoUrl: siteTheme(studio.settings).logoUrl }, siteUrl),
      name: customer.name,
      code,
      link: portalAddress(siteUrl, studio.slug, link),
    });
    // Failing aloud would tell the caller the address is a client's: the operator sees it instead.
    await mailer()
      .send({ ...mail, accountId: studio.id })
      .catch((error: unknown) => logError(event, error));
  }
  return json(202, { email });
});
