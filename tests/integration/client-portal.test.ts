// A client's portal signed in without a password: a code (or the link beside it) mailed to a
// customer of the studio opens that customer's portal in that studio only, five wrong codes spend
// it, an expired one and a revoked session open nothing, and an address that is no client's gets
// the same answer and no mail.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { databaseUrl, platformOrigin } from '../support/env';
import { uniqueCaller, type Caller } from '../support/caller-address';
import { runJobs } from '../support/jobs';
import { mailsTo } from '../support/mailbox';
import { newUser, type TestUser } from '../support/users';
import { insertSession } from './support/booking-fixtures';
import { ownDomain } from './support/own-domain';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
afterAll(() => sql.end());

type Studio = { owner: TestUser; slug: string };
let studio: Studio;
let other: Studio;

async function newStudio(label: string): Promise<Studio> {
  const owner = await newUser(label);
  const slug = `${label}-${owner.userId.slice(0, 8)}`;
  await sql`update accounts set slug = ${slug} where id = ${owner.accountId}`;
  return { owner, slug };
}

async function customer({ owner }: Studio, email: string, name = 'Laura Puig'): Promise<string> {
  const id = newId();
  await sql`insert into customers (id, account_id, author_id, name, email)
            values (${id}, ${owner.accountId}, ${owner.userId}, ${name}, ${email})`;
  return id;
}

const clientEmail = () => `client-${randomUUID().slice(0, 8)}@example.com`;

/** A browser of its own: its address, and the portal cookie it was given. */
type Browser = Caller & { cookie: string };
const browser = (): Browser => ({ ...uniqueCaller(), cookie: '' });

async function call(who: Browser, method: string, path: string, body?: unknown): Promise<Response> {
  const res = await who.fetch(`${platformOrigin()}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie: who.cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const set = res.headers.getSetCookie().find((cookie) => cookie.includes('Path=/api/'));
  if (set) who.cookie = set.split(';')[0]!;
  return res;
}

const errorCode = async (res: Response) => ((await res.json()) as { error?: { code: string } }).error?.code;

/** The code and link the latest portal mail to `email` carries, once the queue has sent what was asked. */
async function mailedCode(email: string): Promise<{ code: string; link: string; text: string }> {
  await runJobs();
  const [mail] = await mailsTo(email);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  const link = /#link=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!mail || !code || !link) throw new Error(`no portal mail to ${email}`);
  return { code, link, text: mail.text };
}

async function askCode(who: Browser, { slug }: Studio, email: string, language = 'en') {
  return call(who, 'POST', `/api/p/${slug}/client/code`, { email, language });
}

/** The queue's jobs asking a code for `email`, oldest first. */
const portalJobs = (email: string) =>
  sql<{ id: string; state: string }[]>`
    select id, state::text from pgboss.job where name = 'portal-code' and data->>'email' = ${email} order by created_on`;

/** How many codes were issued to the customer with `email`. */
async function codesFor(email: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from private.client_portal_codes k join customers c on c.id = k.customer_id
    where c.email = ${email}`;
  return row?.n ?? 0;
}

/**
 * Codes issued to `email` while their job still waited in the queue: any would have been issued
 * by the request itself. Read in one statement, as the platform's queue may take the job at any
 * moment (every second, as the worker Lambda would).
 */
async function codesBeforeTheJob(email: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from private.client_portal_codes k join customers c on c.id = k.customer_id
    where c.email = ${email}
      and not exists (select 1 from pgboss.job j
                      where j.name = 'portal-code' and j.data->>'email' = ${email} and j.state <> 'created')`;
  return row?.n ?? 0;
}

beforeAll(async () => {
  [studio, other] = await Promise.all([newStudio('portal'), newStudio('portal-other')]);
});

describe('signing in to the portal', () => {
  it("a mailed code opens only that client's portal, with their sessions", async () => {
    const email = clientEmail();
    const laura = await customer(studio, email);
    const someoneElse = await customer(studio, clientEmail(), 'Pau Serra');
    await insertSession(sql, studio.owner, laura, { price: 30_000, type: 'Portrait' });
    await insertSession(sql, studio.owner, someoneElse, { price: 50_000, type: 'Wedding' });
    const client = browser();

    expect((await call(client, 'GET', `/api/p/${studio.slug}/client`)).status).toBe(401);
    const asked = await askCode(client, studio, email.toUpperCase());
    expect(asked.status).toBe(202);
    const { code, text } = await mailedCode(email);
    expect(text).toContain(`${platformOrigin()}/p/${studio.slug}/client#link=`);

    const opened = await call(client, 'POST', `/api/p/${studio.slug}/client/session`, { email, code });
    expect(opened.status).toBe(200);
    const cookies = opened.headers.getSetCookie();
    // The portal's page and open route, and its API: the only paths CloudFront forwards it to.
    expect(cookies.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1])).toEqual([
      `/p/${studio.slug}/client`,
      `/api/p/${studio.slug}/client`,
    ]);
    for (const cookie of cookies) expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);

    const res = await call(client, 'GET', `/api/p/${studio.slug}/client`);
    expect(res.status).toBe(200);
    const { portal } = (await res.json()) as {
      portal: { customer: { name: string }; preview: boolean; sessions: { type: string; owed: number }[] };
    };
    expect(portal.customer.name).toBe('Laura Puig');
    expect(portal.preview).toBe(false);
    expect(portal.sessions).toEqual([expect.objectContaining({ type: 'Portrait', owed: 30_000 })]);

    // The code is spent: it opens nothing a second time.
    const again = await call(browser(), 'POST', `/api/p/${studio.slug}/client/session`, { email, code });
    expect(await errorCode(again)).toBe('portal_code_invalid');
  });

  it("the mail's link opens the portal too, once", async () => {
    const email = clientEmail();
    await customer(studio, email);
    await askCode(browser(), studio, email);
    const { link } = await mailedCode(email);
    const client = browser();
    expect((await call(client, 'POST', `/api/p/${studio.slug}/client/session`, { link })).status).toBe(200);
    expect((await call(client, 'GET', `/api/p/${studio.slug}/client`)).status).toBe(200);
    const again = await call(browser(), 'POST', `/api/p/${studio.slug}/client/session`, { link });
    expect(await errorCode(again)).toBe('portal_code_invalid');
  });

  it('a wrong code five times spends it: the right one no longer opens anything', async () => {
    const email = clientEmail();
    await customer(studio, email);
    const client = browser();
    await askCode(client, studio, email);
    const { code, link } = await mailedCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await call(client, 'POST', `/api/p/${studio.slug}/client/session`, { email, code: wrong });
      expect([res.status, await errorCode(res)]).toEqual([400, 'portal_code_invalid']);
    }
    const [row] = await sql<{ attempts: number }[]>`
      select k.attempts from private.client_portal_codes k join customers c on c.id = k.customer_id
      where c.email = ${email}`;
    expect(row?.attempts).toBe(5);
    // Neither the code (from a fresh address too) nor the link beside it opens the portal now.
    const right = await call(browser(), 'POST', `/api/p/${studio.slug}/client/session`, { email, code });
    expect(right.status).toBeGreaterThanOrEqual(400);
    expect(await errorCode(await call(browser(), 'POST', `/api/p/${studio.slug}/client/session`, { link }))).toBe(
      'portal_code_invalid',
    );
  });

  it('an expired code opens nothing', async () => {
    const email = clientEmail();
    await customer(studio, email);
    await askCode(browser(), studio, email);
    const { code } = await mailedCode(email);
    await sql`update private.client_portal_codes k set expires_at = private.now_ms() - 1
              from customers c where c.id = k.customer_id and c.email = ${email}`;
    const res = await call(browser(), 'POST', `/api/p/${studio.slug}/client/session`, { email, code });
    expect([res.status, await errorCode(res)]).toEqual([400, 'portal_code_invalid']);
  });

  it("another studio's client with the same address sees only that studio's portal", async () => {
    const email = clientEmail();
    const here = await customer(studio, email, 'Laura Puig');
    const there = await customer(other, email, 'Laura P.');
    await insertSession(sql, other.owner, there, { price: 70_000, type: 'Family' });
    await insertSession(sql, studio.owner, here, { price: 10_000, type: 'Portrait' });
    const client = browser();
    await askCode(client, other, email);
    const { code } = await mailedCode(email);
    // The other studio's code does not open this studio's portal.
    const wrongStudio = await call(client, 'POST', `/api/p/${studio.slug}/client/session`, { email, code });
    expect(await errorCode(wrongStudio)).toBe('portal_code_invalid');
    expect((await call(client, 'POST', `/api/p/${other.slug}/client/session`, { email, code })).status).toBe(200);
    const res = await call(client, 'GET', `/api/p/${other.slug}/client`);
    const { portal } = (await res.json()) as { portal: { customer: { name: string }; sessions: { type: string }[] } };
    expect(portal.customer.name).toBe('Laura P.');
    expect(portal.sessions.map((s) => s.type)).toEqual(['Family']);
    // Its cookie is not this studio's session.
    expect((await call(client, 'GET', `/api/p/${studio.slug}/client`)).status).toBe(401);
  });

  it('a revoked session is refused; signing out revokes it', async () => {
    const email = clientEmail();
    await customer(studio, email);
    const client = browser();
    await askCode(client, studio, email);
    const { link } = await mailedCode(email);
    await call(client, 'POST', `/api/p/${studio.slug}/client/session`, { link });
    const kept = client.cookie;
    const out = await call(client, 'DELETE', `/api/p/${studio.slug}/client/session`);
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    // The old cookie, kept by someone, opens nothing any more.
    const stale = { ...browser(), cookie: kept };
    expect((await call(stale, 'GET', `/api/p/${studio.slug}/client`)).status).toBe(401);
  });

  it('an unknown address gets the same answer, after the same work, and no mail', async () => {
    const email = clientEmail();
    const known = clientEmail();
    await customer(studio, known);
    const [unknownAnswer, knownAnswer] = await Promise.all([
      askCode(browser(), studio, email),
      askCode(browser(), studio, known),
    ]);
    expect(unknownAnswer.status).toBe(202);
    expect(knownAnswer.status).toBe(202);
    expect(unknownAnswer.headers.get('content-type')).toBe(knownAnswer.headers.get('content-type'));
    expect(await unknownAnswer.json()).toEqual({ email });
    expect(await knownAnswer.json()).toEqual({ email: known });
    // Neither answer waited on a lookup or a mail: each request queued one job, and nothing else.
    expect(await portalJobs(email)).toHaveLength(1);
    expect(await portalJobs(known)).toHaveLength(1);
    expect(await codesBeforeTheJob(known)).toBe(0);
    await runJobs();
    expect(await mailsTo(email)).toEqual([]);
    expect(await mailsTo(known)).toHaveLength(1);
    expect(await codesFor(known)).toBe(1);
  });

  it("mails one code per request, even when the queue delivers the request's job twice", async () => {
    const email = clientEmail();
    await customer(studio, email);
    await askCode(browser(), studio, email);
    const { code } = await mailedCode(email);
    const [job] = await portalJobs(email);
    expect(job?.state).toBe('completed');
    // Delivered again (a worker that died before reporting it done): nothing more is issued or sent.
    await sql`update pgboss.job set state = 'created', start_after = now(), completed_on = null where id = ${job!.id}`;
    await runJobs();
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await codesFor(email)).toBe(1);
    expect((await call(browser(), 'POST', `/api/p/${studio.slug}/client/session`, { email, code })).status).toBe(200);
  });

  it('bad input changes nothing', async () => {
    const res = await askCode(browser(), studio, 'not an address');
    expect([res.status, await errorCode(res)]).toEqual([400, 'invalid_input']);
    const session = await call(browser(), 'POST', `/api/p/${studio.slug}/client/session`, { code: '12' });
    expect([session.status, await errorCode(session)]).toEqual([400, 'invalid_input']);
  });
});

/** A client signed in to the studio's portal by the mail's link: their browser, with its cookies. */
async function signedIn(email: string): Promise<Browser> {
  const client = browser();
  await askCode(client, studio, email);
  const { link } = await mailedCode(email);
  const res = await client.fetch(`${platformOrigin()}/api/p/${studio.slug}/client/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ link }),
  });
  // Both cookies, as a browser keeps them: the page's and the API's.
  client.cookie = res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  return client;
}

const page = (who: Browser, path: string) =>
  who.fetch(`${platformOrigin()}/p/${studio.slug}/${path}`, { headers: { cookie: who.cookie }, redirect: 'manual' });

describe('what the portal lists and opens', () => {
  it("draws the client's galleries and quotes, and opens each by a link minted at the click", async () => {
    const email = clientEmail();
    const laura = await customer(studio, email);
    const galleryId = newId();
    await sql`insert into galleries (id, account_id, author_id, name, status, settings)
              values (${galleryId}, ${studio.owner.accountId}, ${studio.owner.userId}, 'Laura & Pau', 'published',
                      ${sql.json({ visibility: 'invite' })})`;
    await sql`insert into gallery_invites (id, account_id, author_id, gallery_id, email, token_hash, expires_at)
              values (${newId()}, ${studio.owner.accountId}, ${studio.owner.userId}, ${galleryId}, ${email},
                      ${randomUUID()}, ${Date.now() + 86_400_000})`;
    const quoteId = newId();
    await sql`insert into quotes (id, account_id, author_id, customer_id, currency, status, title, total, sent_at)
              values (${quoteId}, ${studio.owner.accountId}, ${studio.owner.userId}, ${laura}, 'EUR', 'sent',
                      'Wedding day', 180000, ${Date.now()})`;
    const client = await signedIn(email);

    const drawn = await page(client, 'client');
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('cache-control')).toBe('private, no-store');
    const html = await drawn.text();
    expect(html).toContain('Laura &amp; Pau');
    expect(html).toContain('Wedding day');
    // The list holds no client link: each item opens through the portal.
    expect(html).not.toMatch(/\/quote\/[A-Za-z0-9_-]{43}/);

    const quote = await page(client, `client/open/quote/${quoteId}`);
    expect(quote.status).toBe(303);
    const quotePath = quote.headers.get('location') ?? '';
    expect(quotePath).toMatch(new RegExp(`^/p/${studio.slug}/quote/[A-Za-z0-9_-]{43}$`));
    expect((await client.fetch(`${platformOrigin()}/api${quotePath.replace('/quote/', '/quotes/')}`)).status).toBe(200);

    const gallery = await page(client, `client/open/gallery/${galleryId}`);
    const invitePath = gallery.headers.get('location') ?? '';
    const token = new URL(invitePath, platformOrigin()).searchParams.get('token');
    expect(invitePath).toMatch(new RegExp(`^/p/${studio.slug}/invite/${galleryId}\\?token=`));
    const verified = await client.fetch(`${platformOrigin()}/api/auth/verify-invite`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(verified.status).toBe(200);

    // Someone else's quote, or no session: nothing opens.
    const stranger = await customer(studio, clientEmail(), 'Pau Serra');
    const theirs = newId();
    await sql`insert into quotes (id, account_id, author_id, customer_id, currency, status, sent_at)
              values (${theirs}, ${studio.owner.accountId}, ${studio.owner.userId}, ${stranger}, 'EUR', 'sent', ${Date.now()})`;
    expect((await page(client, `client/open/quote/${theirs}`)).status).toBe(404);
    const signedOut = await page(browser(), `client/open/quote/${quoteId}`);
    expect([signedOut.status, signedOut.headers.get('location')]).toEqual([303, `/p/${studio.slug}/client`]);
  });

  it("opens a manager's preview that shows the client's portal but opens nothing", async () => {
    const email = clientEmail();
    const laura = await customer(studio, email);
    const quoteId = newId();
    await sql`insert into quotes (id, account_id, author_id, customer_id, currency, status, sent_at)
              values (${quoteId}, ${studio.owner.accountId}, ${studio.owner.userId}, ${laura}, 'EUR', 'sent', ${Date.now()})`;
    const res = await fetch(
      `${platformOrigin()}/api/accounts/${studio.owner.accountId}/customers/${laura}/portal-preview`,
      { method: 'POST', headers: { authorization: `Bearer ${studio.owner.accessToken}` } },
    );
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const link = /#link=(.+)$/.exec(url)?.[1];
    const manager = browser();
    expect((await call(manager, 'POST', `/api/p/${studio.slug}/client/session`, { link })).status).toBe(200);
    // The link works once.
    expect((await call(browser(), 'POST', `/api/p/${studio.slug}/client/session`, { link })).status).toBe(400);
    const { portal } = (await (await call(manager, 'GET', `/api/p/${studio.slug}/client`)).json()) as {
      portal: { preview: boolean; quotes: { id: string }[] };
    };
    expect(portal).toMatchObject({ preview: true, quotes: [{ id: quoteId }] });
    const opened = await manager.fetch(`${platformOrigin()}/p/${studio.slug}/client/open/quote/${quoteId}`, {
      headers: { cookie: manager.cookie },
      redirect: 'manual',
    });
    expect([opened.status, opened.headers.get('location')]).toEqual([303, `/p/${studio.slug}/client`]);
    const [links] = await sql<
      { n: number }[]
    >`select count(*)::int as n from private.document_links where quote_id = ${quoteId}`;
    expect(links?.n).toBe(0);
  });
});

describe("the client's paperwork on the portal", () => {
  it('lists a contract to sign and a questionnaire to answer, each opened by a fresh link', async () => {
    const email = clientEmail();
    const laura = await customer(studio, email);
    const contractId = newId();
    await sql`insert into contracts (id, account_id, customer_id, title, body, status, document_sha256, sent_at)
              values (${contractId}, ${studio.owner.accountId}, ${laura}, 'Wedding contract', 'Terms', 'sent',
                      ${'0'.repeat(64)}, ${Date.now()})`;
    const responseId = newId();
    await sql`insert into questionnaire_responses (id, account_id, customer_id, language, title, fields)
              values (${responseId}, ${studio.owner.accountId}, ${laura}, 'en', 'About your day', '[]'::jsonb)`;
    const client = await signedIn(email);
    const { portal } = (await (await call(client, 'GET', `/api/p/${studio.slug}/client`)).json()) as {
      portal: { contracts: { id: string; status: string }[]; questionnaires: { id: string; status: string }[] };
    };
    expect(portal.contracts).toEqual([expect.objectContaining({ id: contractId, status: 'sent' })]);
    expect(portal.questionnaires).toEqual([expect.objectContaining({ id: responseId, status: 'sent' })]);
    for (const [kind, id] of [
      ['contract', contractId],
      ['questionnaire', responseId],
    ] as const) {
      const opened = await page(client, `client/open/${kind}/${id}`);
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toMatch(new RegExp(`^/p/${studio.slug}/${kind}/[A-Za-z0-9_-]{43}$`));
    }
  });
});

/** A request as a browser on `host` sends it (fetch may not set Host), from the caller's own address. */
function onHost(
  who: Browser,
  host: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; cookies: string[]; location: string | undefined; text: string }> {
  const { hostname, port } = new URL(platformOrigin());
  const headers = {
    host,
    cookie: who.cookie,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method, headers, localAddress: who.address }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cookies: res.headers['set-cookie'] ?? [],
          location: res.headers.location,
          text,
        }),
      );
    })
      .on('error', reject)
      .end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe("the portal on a studio's own domain", () => {
  it('signs in through that domain’s API, with cookies for its /client, and draws and opens there', async () => {
    const domain = `portal-${randomUUID().slice(0, 8)}.test`;
    await ownDomain(studio.owner, domain);
    const email = clientEmail();
    const laura = await customer(studio, email);
    const quoteId = newId();
    await sql`insert into quotes (id, account_id, author_id, customer_id, currency, status, title, total, sent_at)
              values (${quoteId}, ${studio.owner.accountId}, ${studio.owner.userId}, ${laura}, 'EUR', 'sent',
                      'Portrait session', 30000, ${Date.now()})`;
    const client = browser();
    expect((await onHost(client, domain, 'POST', `/api/p/${studio.slug}/client/code`, { email })).status).toBe(202);
    const { code } = await mailedCode(email);

    const opened = await onHost(client, domain, 'POST', `/api/p/${studio.slug}/client/session`, { email, code });
    expect(opened.status).toBe(200);
    expect(opened.cookies.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1])).toEqual([
      '/client',
      `/api/p/${studio.slug}/client`,
    ]);
    for (const cookie of opened.cookies) expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
    client.cookie = opened.cookies.map((cookie) => cookie.split(';')[0]).join('; ');

    const drawn = await onHost(client, domain, 'GET', '/client');
    expect(drawn.status).toBe(200);
    expect(drawn.text).toContain('Portrait session');
    const quote = await onHost(client, domain, 'GET', `/client/open/quote/${quoteId}`);
    expect(quote.status).toBe(303);
    expect(quote.location).toMatch(/^\/quote\/[A-Za-z0-9_-]{43}$/);

    // Signing out there clears the same paths, and the session opens nothing any more.
    const out = await onHost(client, domain, 'DELETE', `/api/p/${studio.slug}/client/session`);
    expect(out.status).toBe(204);
    expect(out.cookies.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1])).toEqual([
      '/client',
      `/api/p/${studio.slug}/client`,
    ]);
    expect(out.cookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    const after = await onHost(client, domain, 'GET', `/client/open/quote/${quoteId}`);
    expect([after.status, after.location]).toEqual([303, '/client']);
  });

  it("sets the app's paths for a domain that is not the studio's", async () => {
    const elsewhere = `other-${randomUUID().slice(0, 8)}.test`;
    await ownDomain(other.owner, elsewhere);
    const email = clientEmail();
    await customer(studio, email);
    const client = browser();
    await onHost(client, elsewhere, 'POST', `/api/p/${studio.slug}/client/code`, { email });
    const { link } = await mailedCode(email);
    const opened = await onHost(client, elsewhere, 'POST', `/api/p/${studio.slug}/client/session`, { link });
    expect(opened.status).toBe(200);
    expect(opened.cookies.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1])).toEqual([
      `/p/${studio.slug}/client`,
      `/api/p/${studio.slug}/client`,
    ]);
  });
});
