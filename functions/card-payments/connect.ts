// POST /api/accounts/{id}/card-payments/connect {locale?, returnPath?}: an owner or manager starts
// (or resumes) connecting the studio's own Stripe account, on the provider's pages. The account is
// made on the first visit and kept; whether it may take payments reaches us through the Connect
// webhook (account.updated) and the status route. Answers {url} for the browser to go to.
import { z } from 'zod';
import { inviteLocale } from '@core/domain/invite';
import { needs } from '@core/domain/roles';
import { cardPayments } from '../lib/card-payments/card-payments';
import { requiredEnv } from '../lib/env';
import { studioInvoicingSettings } from '../lib/invoicing/invoicing-settings';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { appReturnPath, parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';

const connectRequest = z.strictObject({
  locale: z.optional(inviteLocale),
  returnPath: appReturnPath.optional(),
});

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  const { locale = 'en', returnPath = '/app/settings/payments' } = parseJsonBody(event, connectRequest);
  const [connection] = await sql<{ connectedAccountId: string }[]>`
    select stripe_account_id as "connectedAccountId" from payment_accounts where account_id = ${accountId}`;
  const { country } = await studioInvoicingSettings(sql, accountId);
  const returnUrl = new URL(returnPath, requiredEnv('SITE_URL')).toString();
  const { connectedAccountId, url } = await cardPayments().startOnboarding({
    accountId,
    connectedAccountId: connection?.connectedAccountId ?? null,
    email: caller.email,
    country,
    returnUrl,
    refreshUrl: returnUrl,
    locale,
  });
  // An account stored meanwhile by another click wins.
  await sql`
    insert into payment_accounts (account_id, stripe_account_id) values (${accountId}, ${connectedAccountId})
    on conflict (account_id) do nothing`;
  return json(200, { url });
});
