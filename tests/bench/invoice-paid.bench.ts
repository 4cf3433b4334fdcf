// A client's card payment reaching the studio's invoice screen: from the card provider's signed
// event posted to the Connect webhook to "Paid" on a manager's open invoice screen, with no
// reload. Budget: 2 s. The studio is connected to the local stand-in for Stripe Connect, which
// the webhook reads the payment back from, as it reads Stripe.
import { chromium } from '@playwright/test';
import { newId } from '../../core/domain/ids';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/ensure-chromium';
import { percentile, type Benchmark, type BenchContext } from './bench';
import { seedBenchStudio, signInAsBenchUser } from './bench-studio';
import { connectBenchStudio, succeededPayment } from './card-stand-in';

const TIMES = 5;
const AMOUNT = 12_000;

/** An issued invoice of AMOUNT, due in one instalment. */
async function issuedInvoice(ctx: BenchContext, accountId: string, userId: string, customerId: string) {
  const id = newId();
  const instalment = newId();
  await ctx.sql.begin(async (tx) => {
    await tx`insert into invoices (id, account_id, author_id, customer_id, currency, subtotal, total)
             values (${id}, ${accountId}, ${userId}, ${customerId}, 'EUR', ${AMOUNT}, ${AMOUNT})`;
    await tx`insert into invoice_instalments (id, account_id, invoice_id, position, amount, due_at)
             values (${instalment}, ${accountId}, ${id}, 0, ${AMOUNT}, ${Date.now()})`;
    await tx`update invoices set status = 'issued' where id = ${id}`;
  });
  return { id, instalment };
}

const benchmark: Benchmark = {
  name: 'Webhook to paid status visible in the back office',
  async run(ctx) {
    const studio = await seedBenchStudio(ctx, 'invoice-paid', 'Paid invoices');
    const { accountId, userId } = studio;
    const connected = await connectBenchStudio(ctx, accountId);
    const customerId = newId();
    await ctx.sql`insert into customers (id, account_id, author_id, name, email)
                  values (${customerId}, ${accountId}, ${userId}, 'Bench Client', 'bench-client@example.com')`;
    const invoices = [];
    for (let i = 0; i < TIMES; i++) invoices.push(await issuedInvoice(ctx, accountId, userId, customerId));

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const page = await (await browser.newContext()).newPage();
      await signInAsBenchUser(page, ctx.origin, studio.email);
      const samples: number[] = [];
      for (const invoice of invoices) {
        await page.goto(`${ctx.origin}/app/invoices/${invoice.id}`);
        const status = page.getByTestId('invoice-payment-status');
        await status.filter({ hasText: 'Unpaid' }).waitFor({ timeout: 60_000 });
        const metadata = { account_id: accountId, invoice_id: invoice.id, instalment_id: invoice.instalment };
        const pay = await succeededPayment(ctx, connected, AMOUNT, metadata);
        const posted = performance.now();
        await pay();
        const answered = performance.now() - posted;
        await status.filter({ hasText: /^Paid$/ }).waitFor({ timeout: 60_000 });
        samples.push(performance.now() - posted);
        ctx.log(`webhook answered in ${Math.round(answered)} ms`);
      }
      ctx.log(`"Paid" shown after ${samples.map((ms) => Math.round(ms)).join(', ')} ms`);
      return [
        {
          name: 'webhook POST to "Paid" on the open invoice screen (p50)',
          value: percentile(samples, 50),
          unit: 'ms',
          budget: 2000,
        },
      ];
    } finally {
      await browser.close();
    }
  },
};

export default benchmark;
