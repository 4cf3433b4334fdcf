// Reviews: a workflow's step asks a session's client once, in their language, by a link that
// opens only that review of that studio; the client sends it once, checked, and nothing else
// changes it. A manager chooses which sent ones the studio's site shows, and it shows only those.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { requestReview, type ReviewRequest } from '../../functions/lib/reviews/request-review';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { insertCustomer, insertSession, pushDirect } from './support/booking-fixtures';
import { errorCode } from './support/contract-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let assistant: TestUser;
let slug: string;

const address = (label: string) => `${label}-${newId().slice(0, 8)}@example.com`.toLowerCase();

/** A session of `user`'s studio for a client with `email` (none: no address) and `language`, with a review step. */
async function reviewStep(
  user: TestUser,
  client: { email?: string; language?: string | null } = {},
): Promise<ReviewRequest & { customerId: string }> {
  const customerId = await insertCustomer(sql, user, 'Laia Serra Puig');
  await sql`update customers set email = ${client.email ?? ''}, language = ${client.language ?? null}
            where id = ${customerId}`;
  const sessionId = await insertSession(sql, user, customerId);
  const sessionStepId = newId();
  await sql`insert into session_steps (id, account_id, session_id, trigger, offset_amount, action)
            values (${sessionStepId}, ${user.accountId}, ${sessionId}, 'session', 7, 'request_review')`;
  return { accountId: user.accountId, sessionId, sessionStepId, customerId };
}

const request = (asked: ReviewRequest) => sql.begin((tx) => requestReview(tx, asked));
const reviewsOf = (customerId: string) =>
  sql`select id, language, reviewer_name, submitted_at from reviews where customer_id = ${customerId}`;

/** A review asked for by a new step of `user`'s studio: its id and its link's path (`/p/{slug}/review/{token}`). */
async function askedReview(user: TestUser = owner, language = 'ca'): Promise<{ id: string; path: string }> {
  const asked = await reviewStep(user, { email: address('asked'), language });
  const made = await request(asked);
  const path = new URL(/https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/.exec(made!.mail.text)![0]).pathname;
  const [review] = await sql<{ id: string }[]>`select id from reviews where session_step_id = ${asked.sessionStepId}`;
  return { id: review!.id, path };
}

/** POSTs `body` as the client's review by the link's `path`. */
const submit = (path: string, body: unknown) => api('POST', `/api${path.replace('/review/', '/reviews/')}`, { body });
const stored = async (id: string) =>
  (await sql`select rating, body, reviewer_name, submitted_at, shown_on_site from reviews where id = ${id}`)[0];
const good = { rating: 5, body: 'Unes fotos precioses, i molt pacients amb els nens.', name: 'Laia S.' };

beforeAll(async () => {
  // The handlers' environment, as the platform gives it, for what this file calls directly.
  Object.assign(process.env, { MAIL_TRANSPORT: 'local', SITE_URL: platformOrigin(), DATABASE_URL: databaseUrl() });
  [owner, stranger, assistant] = await Promise.all([
    newUser('reviews'),
    newUser('other-reviews'),
    newUser('reviews-assistant'),
  ]);
  await sql`insert into account_members (account_id, user_id, role)
            values (${owner.accountId}, ${assistant.userId}, 'assistant')`;
  slug = `reviews-${owner.userId.slice(0, 8)}`;
  await sql`update accounts set slug = ${slug} where id = ${owner.accountId}`;
  await sql`update accounts set slug = ${`${slug}-other`} where id = ${stranger.accountId}`;
});
afterAll(() => sql.end());

describe('a review request', () => {
  it('asks the client once per step, in their language, with a link to their review', async () => {
    const email = address('laia');
    const asked = await reviewStep(owner, { email, language: 'ca' });
    const first = await request(asked);
    const [studio] = await sql<{ name: string }[]>`select name from accounts where id = ${owner.accountId}`;
    expect(first?.mail).toMatchObject({
      to: email,
      accountId: owner.accountId,
      subject: `${studio!.name}: com va anar la sessió?`,
      // The client's reply reaches the studio's owner.
      replyTo: owner.email,
    });
    expect(first!.mail.text).toMatch(new RegExp(`${platformOrigin()}/p/${slug}/review/[A-Za-z0-9_-]{43}`));
    expect(first!.mail.html).toContain('<html lang="ca"');

    // The step run again (a retry, two runners at once) asks about the same review.
    const again = await Promise.all([request(asked), request(asked)]);
    expect(again.map((made) => made?.mail.to)).toEqual([email, email]);
    expect(await reviewsOf(asked.customerId)).toEqual([
      expect.objectContaining({ language: 'ca', reviewer_name: 'Laia', submitted_at: null }),
    ]);
  });

  it('falls back to English for a client without a language', async () => {
    const asked = await reviewStep(owner, { email: address('nolang') });
    expect((await request(asked))?.mail.subject).toMatch(/: how was your session\?$/);
  });

  it('asks nobody without an address, or for another studio’s session', async () => {
    const noAddress = await reviewStep(owner);
    expect(await request(noAddress)).toBeNull();
    expect(await reviewsOf(noAddress.customerId)).toEqual([]);

    const theirs = await reviewStep(stranger, { email: address('theirs') });
    expect(await request({ ...theirs, accountId: owner.accountId })).toBeNull();
    expect(await reviewsOf(theirs.customerId)).toEqual([]);
  });
});

describe('the client’s review page', () => {
  it('is drawn in the review’s language, takes the review once, then thanks the client', async () => {
    const { id, path } = await askedReview();
    const page = await fetch(`${platformOrigin()}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ca"');
    expect(html).toContain('La teva valoració');
    // The name shown is the client's first name until they change it.
    expect(html).toContain('value="Laia"');

    const sent = await submit(path, good);
    expect(sent.status).toBe(200);
    expect(await stored(id)).toMatchObject({
      rating: 5,
      body: good.body,
      reviewer_name: 'Laia S.',
      submitted_at: expect.any(String),
      shown_on_site: false,
    });
    const after = await (await fetch(`${platformOrigin()}${path}`)).text();
    expect(after).toContain('Gràcies per la teva ressenya!');

    const again = await submit(path, { ...good, rating: 1, body: 'Changed my mind' });
    expect([again.status, await errorCode(again)]).toEqual([409, 'review_submitted']);
    expect(await stored(id)).toMatchObject({ rating: 5, body: good.body });
  });

  it('refuses a review that does not fit, and keeps nothing', async () => {
    const { id, path } = await askedReview();
    for (const body of [
      { ...good, rating: 0 },
      { ...good, rating: 6 },
      { ...good, rating: 4.5 },
      { ...good, rating: '5' },
      { ...good, body: '   ' },
      { ...good, name: '' },
      { ...good, body: 'x'.repeat(5001) },
      { rating: 4 },
    ]) {
      const res = await submit(path, body);
      expect([res.status, await errorCode(res)]).toEqual([400, 'invalid_input']);
    }
    expect(await stored(id)).toMatchObject({ rating: null, body: '', reviewer_name: 'Laia', submitted_at: null });
  });

  it('answers a revoked link, a made-up one and another studio’s alike: not found', async () => {
    const revoked = await askedReview();
    await sql`update private.document_links set revoked_at = 1 where review_id = ${revoked.id}`;
    const theirs = await askedReview(stranger);
    const underOurs = theirs.path.replace(`/p/${slug}-other/`, `/p/${slug}/`);
    const madeUp = revoked.path.replace(/[^/]{43}$/, 'A'.repeat(43));
    for (const path of [revoked.path, underOurs, madeUp]) {
      const res = await submit(path, good);
      expect([res.status, await errorCode(res)]).toEqual([404, 'link_not_found']);
      expect((await fetch(`${platformOrigin()}${path}`)).status).toBe(404);
    }
    expect(await stored(revoked.id)).toMatchObject({ submitted_at: null });
    expect(await stored(theirs.id)).toMatchObject({ submitted_at: null });
  });
});

describe('reviews on the studio’s site', () => {
  const show = (user: TestUser, id: string, shown = true) => pushDirect(user, 'review.showOnSite', { id, shown });

  it('lets a manager show a sent review, and no one else, nor one not sent yet', async () => {
    const { id, path } = await askedReview();
    expect(await show(owner, id)).toEqual({ error: 'app', message: 'review_not_submitted' });
    await submit(path, good);
    expect(await show(assistant, id)).toEqual({ error: 'app', message: 'forbidden' });
    expect(await show(stranger, id)).toEqual({ error: 'app', message: 'not_found' });
    expect(await stored(id)).toMatchObject({ shown_on_site: false });

    expect(await show(owner, id)).toEqual({});
    expect(await stored(id)).toMatchObject({ shown_on_site: true, rating: 5, body: good.body });
    // The database lets members change that alone: the client's words stay theirs.
    await expect(
      sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: owner.userId, role: 'authenticated' })}, true)`;
        await tx`set local role authenticated`;
        await tx`update reviews set body = 'Rewritten' where id = ${id}`;
      }),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await stored(id)).toMatchObject({ body: good.body });
  });

  it('shows the chosen reviews on the home page and in a reviews block, and no others', async () => {
    const site = await newUser('reviews-site');
    const siteSlug = `reviews-site-${site.userId.slice(0, 8)}`;
    await sql`update accounts set slug = ${siteSlug} where id = ${site.accountId}`;
    const [chosen, other, unsent] = [await askedReview(site), await askedReview(site), await askedReview(site)];
    await submit(chosen.path, { ...good, body: 'Chosen words', name: 'Marta' });
    await submit(other.path, { ...good, rating: 2, body: 'Not chosen words' });
    expect(await show(site, chosen.id)).toEqual({});

    const home = await (await fetch(`${platformOrigin()}/p/${siteSlug}`)).text();
    expect(home).toContain('Chosen words');
    expect(home).toContain('Marta');
    expect(home).not.toContain('Not chosen words');

    const page = {
      id: newId(),
      accountId: site.accountId,
      path: '/kind-words',
      title: 'Kind words',
      description: '',
      layout: 'default',
      status: 'published',
      order: 0,
      rows: [{ id: 'r1', blocks: [{ type: 'reviews', heading: 'Our clients' }] }],
    };
    expect(await pushDirect(site, 'sitePage.create', page)).toEqual({});
    const drawn = await (await fetch(`${platformOrigin()}/p/${siteSlug}/kind-words`)).text();
    expect(drawn).toContain('Our clients');
    expect(drawn).toContain('Chosen words');
    expect(drawn).not.toContain('Not chosen words');

    // Hidden again, it leaves the site.
    expect(await show(site, chosen.id, false)).toEqual({});
    expect(await (await fetch(`${platformOrigin()}/p/${siteSlug}`)).text()).not.toContain('Chosen words');
    expect(await stored(unsent.id)).toMatchObject({ shown_on_site: false });
  });
});
