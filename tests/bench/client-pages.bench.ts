// A client's own pages (issue 58): their portal, signed in, listing a handful of items (two
// sessions, a gallery, a quote, a contract and a questionnaire), and the page that contract is
// read and signed on (a dozen clauses and a field to fill), opened from the portal, and a proposal
// (a quote, a contract and a deposit) as the studio sends it, at its first step. Budgets: the largest paint (LCP)
// under 1.0 s, the median of 5 first visits in headless Chromium, and the JavaScript loaded before
// the page is idle within a public page's 120 KB gzipped, as the other public pages are measured.
import { chromium, type Browser, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { newId } from '../../core/domain/ids';
import { PORTAL_COOKIE } from '../../functions/lib/client-portal/portal-sign-in';
import { contractDocumentHash } from '../../functions/lib/contracts/contract-hash';
import { newSecretToken } from '../../functions/lib/secret-token';
import { backOfficeApi } from '../support/back-office-api';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/ensure-chromium';
import { LOCAL_ANON_KEY } from '../support/env';
import { percentile, type Benchmark, type BenchContext, type Measurement } from './bench';
import { BENCH_PASSWORD, seedBenchStudio } from './bench-studio';
import { countScripts, loadTimeline, observeVitals, readVitals } from './web-vitals';

const KB = 1024;
const VISITS = 5;
const DAY = 86_400_000;
/** After the network has gone quiet: a late script, shift or larger paint still counts. */
const SETTLE_MS = 1500;

const CONTRACT = {
  title: 'Wedding contract',
  body: [
    '# Wedding photography',
    'Between **Bench Studio** and *Núria Puig*, for the wedding on 12 September.',
    ...Array.from(
      { length: 12 },
      (_, clause) =>
        `## Clause ${clause + 1}\n\nThe photographer delivers the edited photographs within six weeks of the day, ` +
        'in an online gallery kept for a year. The client may print and share them for personal use, with credit.',
    ),
  ].join('\n\n'),
  clientFields: [{ key: 'address', label: 'Your postal address', required: true }],
};

type ClientPage = {
  /** How the page is named in the report. */
  name: string;
  path: string;
  /** The portal session a visit carries, as the browser keeps it, if the page needs one. */
  cookie?: { value: string; path: string };
  /** What shows once the page is drawn. */
  shown: (page: Page) => Promise<void>;
};

/** A studio with a client who has a handful of things, and a live portal session of theirs. */
async function clientWithItems(ctx: BenchContext) {
  const { accountId, userId, slug, galleryId } = await seedBenchStudio(ctx, 'portal', 'Núria & Pau');
  const customerId = newId();
  const email = `nuria-${customerId.slice(0, 8).toLowerCase()}@example.com`;
  await ctx.sql`insert into customers (id, account_id, author_id, name, email)
                values (${customerId}, ${accountId}, ${userId}, 'Núria Puig', ${email})`;
  for (const [type, days] of [
    ['Engagement', 14],
    ['Wedding', 60],
  ] as const) {
    await ctx.sql`insert into sessions (id, account_id, author_id, customer_id, date, price, status, type)
                  values (${newId()}, ${accountId}, ${userId}, ${customerId}, ${Date.now() + days * DAY}, 180000,
                          'scheduled', ${type})`;
  }
  await ctx.sql`insert into gallery_invites (id, account_id, author_id, gallery_id, email, token_hash, expires_at)
                values (${newId()}, ${accountId}, ${userId}, ${galleryId}, ${email}, ${newSecretToken().hash},
                        ${Date.now() + 30 * DAY})`;
  await ctx.sql`insert into quotes (id, account_id, author_id, customer_id, currency, status, title, total, sent_at)
                values (${newId()}, ${accountId}, ${userId}, ${customerId}, 'EUR', 'sent', 'Wedding day', 180000,
                        ${Date.now()})`;
  const contractId = newId();
  await ctx.sql`insert into contracts (id, account_id, customer_id, title, body, client_fields, status, document_sha256, sent_at)
                values (${contractId}, ${accountId}, ${customerId}, ${CONTRACT.title}, ${CONTRACT.body},
                        ${ctx.sql.json(CONTRACT.clientFields)}, 'sent', ${contractDocumentHash(CONTRACT)}, ${Date.now()})`;
  await ctx.sql`insert into questionnaire_responses (id, account_id, customer_id, language, title, fields)
                values (${newId()}, ${accountId}, ${customerId}, 'en', 'About your day', '[]'::jsonb)`;
  const session = newSecretToken();
  await ctx.sql`insert into private.client_portal_sessions (token_hash, account_id, customer_id, expires_at)
                values (${session.hash}, ${accountId}, ${customerId}, ${Date.now() + DAY})`;
  return { slug, contractId, token: session.token };
}

/** Where the portal opens the contract: its signing page, by a link minted at the click. */
async function contractPath(ctx: BenchContext, slug: string, contractId: string, token: string): Promise<string> {
  const opened = await fetch(`${ctx.origin}/p/${slug}/client/open/contract/${contractId}`, {
    headers: { cookie: `${PORTAL_COOKIE}=${token}` },
    redirect: 'manual',
  });
  const location = opened.headers.get('location');
  if (opened.status !== 303 || !location?.includes('/contract/')) throw new Error(`the portal opened ${location}`);
  return location;
}

/** A proposal sent from a session as the back office sends it: its link's address. */
async function sentProposal(ctx: BenchContext): Promise<string> {
  const { email, accountId, userId } = await seedBenchStudio(ctx, 'proposal', 'Unused');
  const auth = createClient(ctx.origin, LOCAL_ANON_KEY, { auth: { persistSession: false } }).auth;
  const { data, error } = await auth.signInWithPassword({ email, password: BENCH_PASSWORD });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message ?? 'no session'}`);
  const { call, mutate } = backOfficeApi(ctx.origin, data.session.access_token);
  await ctx.sql`insert into account_settings (account_id, key, value, author_id)
                values (${accountId}, 'invoicing',
                        ${ctx.sql.json({ legalName: 'Bench Studio SL', taxId: 'B12345678', address: 'Carrer Major 1' })},
                        ${userId})`;
  const customerId = newId();
  await ctx.sql`insert into customers (id, account_id, author_id, name, email)
                values (${customerId}, ${accountId}, ${userId}, 'Núria Puig', ${`nuria-${customerId.slice(0, 8)}@example.com`})`;
  const sessionId = newId();
  await ctx.sql`insert into sessions (id, account_id, author_id, customer_id, date, price, status, type)
                values (${sessionId}, ${accountId}, ${userId}, ${customerId}, ${Date.now() + 60 * DAY}, 180000,
                        'scheduled', 'Wedding')`;
  const templateId = newId();
  await mutate('contractTemplate.create', {
    id: templateId,
    accountId,
    name: CONTRACT.title,
    language: 'en',
    body: CONTRACT.body,
    clientFields: CONTRACT.clientFields,
  });
  const quoteId = newId();
  await mutate('quote.create', {
    id: quoteId,
    accountId,
    customerId,
    sessionId,
    language: 'en',
    plan: [
      { percent: 30, due: 'on_issue' },
      { percent: 70, due: 'before_session', days: 7 },
    ],
    sessionLine: { id: newId() },
  });
  const sent = await call('POST', `/api/accounts/${accountId}/proposals`, {
    sessionId,
    quoteId,
    contractTemplateId: templateId,
  });
  return sent.linkPath as string;
}

/** First visits to `client`: each in a new context (no cache), in a browser already running. */
async function measure(ctx: BenchContext, browser: Browser, client: ClientPage): Promise<Measurement[]> {
  const visits: { lcp: number; cls: number; bytes: number; count: number; about: string }[] = [];
  for (let visit = 0; visit < VISITS; visit++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    try {
      if (client.cookie) {
        const { hostname } = new URL(ctx.origin);
        await context.addCookies([{ name: PORTAL_COOKIE, domain: hostname, httpOnly: true, ...client.cookie }]);
      }
      const page = await context.newPage();
      await observeVitals(page);
      const loaded = countScripts(page);
      await page.goto(`${ctx.origin}${client.path}`, { waitUntil: 'networkidle' });
      await client.shown(page);
      await page.waitForTimeout(SETTLE_MS);
      const vitals = await readVitals(page);
      visits.push({
        ...vitals,
        ...(await loaded()),
        about: `LCP element: ${vitals.lcpElement}; ${await loadTimeline(page)}`,
      });
    } finally {
      await context.close();
    }
  }
  const lcp = percentile(
    visits.map((visit) => visit.lcp),
    50,
  );
  const median = visits.find((visit) => visit.lcp === lcp)!;
  ctx.log(`${client.name}: ${median.about}; ${median.count} scripts`);
  ctx.log(`${client.name} LCP of each visit: ${visits.map((visit) => Math.round(visit.lcp)).join(', ')} ms`);
  return [
    { name: `${client.name} LCP, first visit (median of ${VISITS})`, value: lcp, unit: 'ms', budget: 1000 },
    {
      name: `${client.name} JavaScript before idle (gzip)`,
      value: Math.max(...visits.map((visit) => visit.bytes)),
      unit: 'bytes',
      budget: 120 * KB,
    },
    { name: `${client.name} CLS (worst visit)`, value: Math.max(...visits.map((visit) => visit.cls)), unit: 'score' },
  ];
}

const benchmark: Benchmark = {
  name: "A client's pages: the portal signed in, a contract's signing page, a proposal",
  async run(ctx) {
    const { slug, contractId, token } = await clientWithItems(ctx);
    const proposal = await sentProposal(ctx);
    const pages: ClientPage[] = [
      {
        name: 'portal',
        path: `/p/${slug}/client?lng=en`,
        cookie: { value: token, path: `/p/${slug}/client` },
        shown: (page) => page.getByRole('heading', { level: 1, name: 'Hello, Núria Puig' }).waitFor(),
      },
      {
        name: 'contract signing page',
        path: `${await contractPath(ctx, slug, contractId, token)}?lng=en`,
        shown: (page) => page.getByTestId('contract-blocks').getByText('Clause 12').waitFor(),
      },
      {
        name: 'proposal page',
        path: `${proposal}?lng=en`,
        shown: (page) => page.getByTestId('proposal-step-quote').waitFor(),
      },
    ];
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const measurements: Measurement[] = [];
      for (const client of pages) measurements.push(...(await measure(ctx, browser, client)));
      return measurements;
    } finally {
      await browser.close();
    }
  },
};

export default benchmark;
