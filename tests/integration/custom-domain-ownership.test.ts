// A studio's own domain is the studio that proves it controls the domain's DNS, not the first to
// type it: a claim is pending, and serves nothing, until a TXT record at
// _studio-verification.<hostname> holds the claim's token (the local platform's records are its
// stand-in for public DNS, at /dns). The first to verify gets the hostname; after that no other
// studio can claim it, and a refusal changes nothing.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let squatter: TestUser;
let latecomer: TestUser;
let ownerSlug: string;
const hostname = `anna-${randomUUID().slice(0, 8)}.test`;

beforeAll(async () => {
  [owner, squatter, latecomer] = await Promise.all([newUser('owner'), newUser('squatter'), newUser('latecomer')]);
  [ownerSlug] = await Promise.all([giveSlug(sql, owner), giveSlug(sql, squatter), giveSlug(sql, latecomer)]);
});
afterAll(() => sql.end());

type Claim = { hostname: string; verified: boolean; record: { name: string; value: string } } | null;
type Answer = { status: number; code?: string; claim?: Claim };

async function answerOf(res: Response): Promise<Answer> {
  const body = (await res.json()) as { account?: { customDomain: Claim }; error?: { code: string } };
  return { status: res.status, code: body.error?.code, claim: body.account?.customDomain };
}

const claim = async (user: TestUser, name: string) =>
  answerOf(
    await api('PUT', `/api/accounts/${user.accountId}/domain`, { token: user.accessToken, body: { hostname: name } }),
  );

const verify = async (user: TestUser) =>
  answerOf(await api('POST', `/api/accounts/${user.accountId}/domain/verify`, { token: user.accessToken, body: {} }));

/** Adds a TXT record where the studio's DNS host would (the local platform's stand-in). */
async function addTxtRecord(name: string, value: string) {
  const res = await fetch(`${platformOrigin()}/dns/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, value }),
  });
  expect(res.status).toBe(201);
}

/** The slug of the studio whose site `host` serves, as its page names it; undefined when it serves none. */
function servedSlug(host: string): Promise<string | undefined> {
  const { hostname: platformHost, port } = new URL(platformOrigin());
  return new Promise((resolve, reject) => {
    request({ hostname: platformHost, port, path: '/', headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve(
          res.statusCode === 200 ? /<meta name="photographer-slug" content="([^"]*)"/.exec(body)?.[1] : undefined,
        ),
      );
    })
      .on('error', reject)
      .end();
  });
}

const stored = () => sql`
  select a.id, a.settings, d.hostname, d.token, d.verified_at
  from accounts a left join custom_domains d on d.account_id = a.id
  where a.id in ${sql([owner.accountId, squatter.accountId, latecomer.accountId])} order by a.id`;

it('belongs to the studio that proves it controls the domain’s DNS, not to the first to claim it', async () => {
  // Another studio types the hostname first: its claim is pending and serves nothing.
  const squatted = await claim(squatter, hostname);
  expect(squatted).toMatchObject({ status: 200, claim: { hostname, verified: false } });
  expect(await servedSlug(hostname)).toBeUndefined();

  // The real owner can still claim it, with a record of its own to add.
  const claimed = await claim(owner, hostname.toUpperCase());
  expect(claimed).toMatchObject({
    status: 200,
    claim: { hostname, verified: false, record: { name: `_studio-verification.${hostname}` } },
  });
  const ownerToken = claimed.claim?.record.value ?? '';
  expect(ownerToken).not.toBe(squatted.claim?.record.value);

  // No record, or a record with someone else's token, proves nothing.
  expect(await verify(owner)).toMatchObject({ status: 409, code: 'domain_unverified' });
  await addTxtRecord(`_studio-verification.${hostname}`, squatted.claim?.record.value ?? '');
  expect(await verify(owner)).toMatchObject({ status: 409, code: 'domain_unverified' });
  expect(await servedSlug(hostname)).toBeUndefined();

  // With its own token in the domain's DNS, the owner's claim is verified and the site is served there.
  await addTxtRecord(`_studio-verification.${hostname}`, ownerToken);
  expect(await verify(owner)).toMatchObject({ status: 200, claim: { hostname, verified: true } });
  expect(await servedSlug(hostname)).toBe(ownerSlug);
  // Saving the same domain again keeps it verified.
  expect(await claim(owner, hostname)).toMatchObject({
    status: 200,
    claim: { verified: true, record: { value: ownerToken } },
  });

  // Now nobody else can claim it, or verify a claim made before, and a refusal changes nothing.
  const before = await stored();
  expect(await claim(latecomer, hostname)).toMatchObject({ status: 409, code: 'domain_taken' });
  expect(await verify(squatter)).toMatchObject({ status: 409, code: 'domain_taken' });
  expect(await stored()).toEqual(before);
  expect(await servedSlug(hostname)).toBe(ownerSlug);
});

it('is no setting a save of the site’s settings could change', async () => {
  const before = await stored();
  const res = await api('PATCH', `/api/accounts/${latecomer.accountId}`, {
    token: latecomer.accessToken,
    body: { settings: { 'cms.settings': { customDomain: `other-${hostname}` } } },
  });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
  expect(await stored()).toEqual(before);
});
