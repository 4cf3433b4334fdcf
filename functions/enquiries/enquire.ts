// POST /api/p/{id}/enquiries (id: the studio's slug): a visitor writes to the studio from the
// contact block of its public site. The customer with that e-mail in this studio, or a new one,
// becomes a new lead with the message kept under them (the back office shows both until a
// member marks it handled), and the studio's owner is mailed once it is committed.
import { enquiryRequest } from '@core/domain/enquiry';
import { newId } from '@core/domain/ids';
import { siteTheme } from '@core/domain/site-theme';
import { limitAttempts } from '../lib/attempt-limit';
import { getSql } from '../lib/db';
import { requiredEnv } from '../lib/env';
import { defineHandler, logError } from '../lib/handler';
import { callerAddress, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { mailBrand } from '../lib/mail/mail-layout';
import { mailer } from '../lib/mail/mailer';
import { studioAtSlug, studioOwner } from '../lib/site/public-studio';
import { studioCustomer } from '../lib/site/studio-customer';
import { enquiryNotice } from './enquiry-mail';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await studioAtSlug(sql, event.pathParameters?.id);
  const request = parseJsonBody(event, enquiryRequest);
  // Only a robot fills the field people never see: it is told the enquiry went, and nothing is kept.
  if (request.website.trim() !== '') return json(201, { sent: true });
  await limitAttempts(sql, 'enquiry', { address: callerAddress(event), email: request.email });
  const owner = await studioOwner(sql, studio.id);

  const customerId = await sql.begin(async (tx) => {
    const id = await studioCustomer(tx, { accountId: studio.id, authorId: owner.userId }, request);
    const now = Date.now();
    await tx`update customers set lead_at = ${now} where id = ${id}`;
    await tx`insert into enquiries (id, account_id, author_id, customer_id, message, created_at)
             values (${newId()}, ${studio.id}, ${owner.userId}, ${id}, ${request.message}, ${now})`;
    return id;
  });

  if (owner.email) {
    const siteUrl = requiredEnv('SITE_URL');
    const mail = enquiryNotice(request, {
      to: owner.email,
      // The studio keeps no language of its own: the notice is in its visitor's, as booking notices are.
      lng: request.language,
      brand: mailBrand({ ...studio, logoUrl: siteTheme(studio.settings).logoUrl }, siteUrl),
      customerLink: new URL(`/app/clients/customers/${encodeURIComponent(customerId)}`, siteUrl).toString(),
    });
    // The enquiry is kept whatever the mail does; a refused mail is the operator's to see.
    await mailer()
      .send({ ...mail, accountId: studio.id })
      .catch((error: unknown) => logError(event, error));
  }
  return json(201, { sent: true });
});
