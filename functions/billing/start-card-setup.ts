// POST /api/accounts/{id}/billing/setup {locale?, returnPath?}: an owner adds (or replaces) the
// studio's card on billing's own page (Stripe Checkout in setup mode, or the local stand-in's).
// The studio's customer is made on the first visit and kept; the card itself reaches us only
// through the webhook, once billing has it. Answers {url} for the browser to go to.
import { z } from 'zod';
import { inviteLocale } from '@core/domain/invite';
import { needs } from '@core/domain/roles';
import { billing } from '../lib/billing/billing';
import { requiredEnv } from '../lib/env';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { appReturnPath, parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { studioBilling } from '../lib/billing/usage-meter';

const setupRequest = z.strictObject({
  locale: z.optional(inviteLocale),
  returnPath: appReturnPath.optional(),
});

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.own);
  const { locale, returnPath = '/app/settings' } = parseJsonBody(event, setupRequest);
  const studio = await studioBilling(sql, accountId);
  const { url, customerId } = await billing().startCardSetup({
    accountId,
    customerId: studio.customerId,
    email: caller.email,
    returnUrl: new URL(returnPath, requiredEnv('SITE_URL')).toString(),
    locale: locale ?? 'en',
    currency: studio.currency,
  });
  // A customer stored meanwhile by another click wins; the owner's language, when sent, becomes the invoices'.
  await sql`
    insert into account_billing as b (account_id, customer_id, locale)
    values (${accountId}, ${customerId}, ${locale ?? 'en'})
    on conflict (account_id) do update
      set customer_id = coalesce(b.customer_id, excluded.customer_id), locale = coalesce(${locale ?? null}, b.locale),
          updated_at = private.now_ms()`;
  return json(200, { url });
});
