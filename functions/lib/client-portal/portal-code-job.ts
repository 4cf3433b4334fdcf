// A client's portal code, issued and mailed by the queue (functions/lib/queue.ts) after the request
// for it was answered (functions/client-portal/request-code.ts). The request does the same work for
// any address, so neither its answer nor its time tells who the studio's clients are.
import type postgres from 'postgres';
import { siteTheme } from '@core/domain/site-theme';
import { mailBrand } from '../mail/mail-layout';
import { mailer } from '../mail/mailer';
import type { JobData } from '../queue';
import { requiredEnv } from '../env';
import { portalAddress } from './portal-address';
import { customerLanguage } from '../mail/client-language';
import { customerByEmail } from './portal-customer';
import { portalCodeMail } from './portal-mail';
import { issuePortalCode } from './portal-sign-in';

/**
 * Mails the studio's customer with the asked address a new code, once per request: a repeat of the
 * job finds the request's code issued and sends nothing. An address that is no client's gets nothing.
 * A mail that fails rolls the code back, and the queue tries again.
 */
export async function mailPortalCode(tx: postgres.TransactionSql, data: JobData['portal-code']): Promise<void> {
  const [studio] = await tx<{ id: string; name: string; slug: string | null; settings: Record<string, unknown> }[]>`
    select id, name, slug, settings from accounts where id = ${data.accountId}`;
  const customer = studio?.slug ? await customerByEmail(tx, studio.id, data.email) : undefined;
  if (!studio?.slug || !customer) return;
  const issued = await issuePortalCode(tx, studio.id, customer.id, data.requestId);
  if (!issued) return;
  const siteUrl = requiredEnv('SITE_URL');
  const mail = portalCodeMail({
    to: customer.email,
    lng: await customerLanguage(tx, studio.id, customer, data.language),
    brand: mailBrand({ id: studio.id, name: studio.name, logoUrl: siteTheme(studio.settings).logoUrl }, siteUrl),
    name: customer.name,
    code: issued.code,
    link: portalAddress(siteUrl, studio.slug, issued.link),
  });
  await mailer().send({ ...mail, accountId: studio.id });
}
