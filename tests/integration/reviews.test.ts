// Reviews: a workflow's step asks a session's client once, in their language, by a link that
// opens only that review of that studio.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { requestReview, type ReviewRequest } from '../../functions/lib/reviews/request-review';
import { databaseUrl, platformOrigin } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { insertCustomer, insertSession } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
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

beforeAll(async () => {
  // The handlers' environment, as the platform gives it, for what this file calls directly.
  Object.assign(process.env, { MAIL_TRANSPORT: 'local', SITE_URL: platformOrigin(), DATABASE_URL: databaseUrl() });
  [owner, stranger] = await Promise.all([newUser('reviews'), newUser('other-reviews')]);
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
