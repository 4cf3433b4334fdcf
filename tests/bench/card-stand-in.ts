// The local stand-in for Stripe Connect as the benchmarks drive it: a studio already connected,
// and a payment the provider holds as succeeded, told to the real webhook by its signed event.
import { eventPayload, localId, signPayload } from '../../functions/lib/stripe-signature';
import { LOCAL_CONNECT_WEBHOOK_SECRET } from '../../local/card-payments/pages';
import type { BenchContext } from './bench';

/** What the stand-in's onboarding ends with (tests/integration/card-payments.test.ts goes through it). */
export async function connectBenchStudio(ctx: BenchContext, accountId: string): Promise<string> {
  const connected = localId('acct');
  await ctx.sql`insert into local.connect_accounts (id, account_id, charges_enabled, details_submitted)
                values (${connected}, ${accountId}, true, true)`;
  await ctx.sql`insert into payment_accounts (account_id, stripe_account_id, charges_enabled, details_submitted)
                values (${accountId}, ${connected}, true, true)`;
  return connected;
}

/**
 * The client paid on the provider's page: the provider holds the succeeded payment. Answers what
 * posts its `payment_intent.succeeded` to the webhook, so the caller times the POST alone.
 */
export async function succeededPayment(
  ctx: BenchContext,
  connected: string,
  amount: number,
  metadata: Record<string, string>,
): Promise<() => Promise<Response>> {
  const intent = localId('pi');
  await ctx.sql`
    insert into local.card_payment_intents (id, connected_account_id, amount, currency, status, metadata, created)
    values (${intent}, ${connected}, ${amount}, 'EUR', 'succeeded', ${ctx.sql.json(metadata)}, ${Date.now()})`;
  const payload = eventPayload(
    'payment_intent.succeeded',
    { id: intent, object: 'payment_intent', amount, currency: 'eur', status: 'succeeded', metadata },
    connected,
  );
  return async () => {
    const response = await fetch(`${ctx.origin}/api/card-payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(payload, LOCAL_CONNECT_WEBHOOK_SECRET),
      },
      body: payload,
    });
    if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
    return response;
  };
}
