// A client's invoice page (issue 57): an invoice of a Spanish studio issued through the API, with
// its link, 12 lines, two instalments and its Veri*Factu QR code, opened by its client. Budget:
// the page's largest paint (LCP) under 1.0 s in headless Chromium, the median of 5 first visits
// (as one page load on a shared machine moves by a third from one to the next).
import { randomInt } from 'node:crypto';
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { newId } from '../../core/domain/ids';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/ensure-chromium';
import { backOfficeApi } from '../support/back-office-api';
import { LOCAL_ANON_KEY } from '../support/env';
import { percentile, type Benchmark, type BenchContext } from './bench';
import { BENCH_PASSWORD, seedBenchStudio } from './bench-studio';
import { loadTimeline, observeVitals, readVitals, type Vitals } from './web-vitals';

const LINES = 12;
const VISITS = 5;
/** After the invoice shows: a late shift or larger paint would still count. */
const SETTLE_MS = 500;

/** An issued invoice of a Spanish studio, made as the back office makes it: its link's address. */
async function issuedInvoice(ctx: BenchContext): Promise<string> {
  const { email, accountId, userId } = await seedBenchStudio(ctx, 'invoice', 'Unused');
  const auth = createClient(ctx.origin, LOCAL_ANON_KEY, { auth: { persistSession: false } }).auth;
  const { data, error } = await auth.signInWithPassword({ email, password: BENCH_PASSWORD });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message ?? 'no session'}`);
  const { call, mutate } = backOfficeApi(ctx.origin, data.session.access_token);

  await ctx.sql`update accounts set settings = settings || '{"timeZone": "Europe/Madrid"}' where id = ${accountId}`;
  await call('PUT', `/api/accounts/${accountId}/invoicing`, {
    legalName: 'Bench Fotografía SL',
    // A NIF of its own: the agency's stand-in keeps one chain per NIF.
    taxId: `B${randomInt(10_000_000, 100_000_000)}`,
    country: 'ES',
    address: 'Carrer Major 1, 08001 Barcelona',
    paymentInstructions: 'Transferencia a ES91 2100 0418 4502 0005 1332',
  });
  const customerId = newId();
  await ctx.sql`insert into customers (id, account_id, author_id, name, email)
                values (${customerId}, ${accountId}, ${userId}, 'Núria Puig', 'nuria@example.com')`;
  const id = newId();
  await mutate('invoice.create', {
    id,
    accountId,
    customerId,
    language: 'es',
    customerTaxId: '12345678Z',
    customerAddress: 'Calle Sol 2, Madrid',
    notes: 'Gracias por confiar en nosotros.',
  });
  for (let line = 0; line < LINES; line++) {
    await mutate('invoice.addLine', {
      id: newId(),
      documentId: id,
      description: `Sesión de fotos ${line + 1}: retoque y entrega en alta resolución`,
      quantity: 1 + (line % 3),
      unitPrice: 12_500,
      ...(line % 4 === 3 ? { taxRateBp: 0, taxExemption: 'exempt' } : { taxRateBp: 2100 }),
    });
  }
  await mutate('invoice.setInstalments', {
    id,
    plan: [
      { percent: 30, due: 'on_issue' },
      { percent: 70, due: 'after_issue', days: 30 },
    ],
    instalmentIds: [newId(), newId()],
  });
  const issued = await call('POST', `/api/accounts/${accountId}/invoices/${id}/issue`, {});
  return issued.linkPath as string;
}

const benchmark: Benchmark = {
  name: `Public invoice page: ${LINES} lines, 2 instalments, Veri*Factu`,
  async run(ctx) {
    const linkPath = await issuedInvoice(ctx);
    ctx.log(`issued ${linkPath.replace(/[^/]+$/, '…')}`);

    // The server's part: reading the invoice and drawing its page.
    const requests: number[] = [];
    for (let run = 0; run < 10; run++) {
      const started = performance.now();
      const res = await fetch(`${ctx.origin}${linkPath}`);
      await res.arrayBuffer();
      requests.push(performance.now() - started);
    }

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      // Each visit is a first one (a new context: no cache, no cookies) in a browser already running.
      const visits: (Vitals & { timeline: string })[] = [];
      for (let visit = 0; visit < VISITS; visit++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await observeVitals(page);
        await page.goto(`${ctx.origin}${linkPath}`);
        await page.getByRole('heading', { level: 1, name: /^Factura / }).waitFor();
        await page.waitForTimeout(SETTLE_MS);
        const vitals = await readVitals(page);
        const timeline = await loadTimeline(page);
        visits.push({ ...vitals, timeline });
        await context.close();
      }
      const lcp = percentile(
        visits.map((visit) => visit.lcp),
        50,
      );
      const median = visits.find((visit) => visit.lcp === lcp);
      ctx.log(`invoice page LCP element: ${median?.lcpElement}; ${median?.timeline}`);
      ctx.log(`LCP of each visit: ${visits.map((visit) => Math.round(visit.lcp)).join(', ')} ms`);
      return [
        { name: 'GET the invoice page (HTML) over HTTP: p50', value: percentile(requests, 50), unit: 'ms' },
        { name: `invoice page LCP, first visit (median of ${VISITS})`, value: lcp, unit: 'ms', budget: 1000 },
        { name: 'invoice page CLS (worst visit)', value: Math.max(...visits.map((visit) => visit.cls)), unit: 'score' },
      ];
    } finally {
      await browser.close();
    }
  },
};

export default benchmark;
