// Two-step sign-in's recovery codes and turning it off, through the /api handlers and the real
// supabase-js client: ten codes given once and kept hashed; one signs in in place of the
// authenticator app's code and turns two-step sign-in off, once, also when twenty tries race; and
// two-step sign-in goes only right after the app's code was verified with Supabase Auth or with a
// recovery code, a refusal leaving the factor and the codes as they were.
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueCaller } from '../support/caller-address';
import { databaseUrl, LOCAL_ANON_KEY, platformOrigin } from '../support/env';
import { api, newUser, signInAgain, type TestUser } from '../support/users';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
afterAll(() => sql.end());

type Enrolled = TestUser & { factorId: string; app: TOTP; aal2Token: string };

/** Sets up the authenticator app on the user's sign-in, which passes its code (aal2). */
async function enrol(
  client: SupabaseClient,
  friendlyName?: string,
): Promise<{ factorId: string; app: TOTP; aal2Token: string }> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', ...(friendlyName ? { friendlyName } : {}) });
  if (!enrolled.data || enrolled.data.type !== 'totp') throw enrolled.error ?? new Error('no factor');
  const app = new TOTP({ secret: Secret.fromBase32(enrolled.data.totp.secret) });
  const factorId = enrolled.data.id;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: app.generate() });
  if (verified.error) throw verified.error;
  const { data } = await client.auth.getSession();
  return { factorId, app, aal2Token: data.session?.access_token ?? '' };
}

/** A new user with an authenticator app set up, whose sign-in has just passed its code. */
async function enrolledUser(label: string): Promise<Enrolled> {
  const user = await newUser(label);
  return { ...user, ...(await enrol(user.client)) };
}

/**
 * The user's aal2 sign-in as it is minutes later: the app's code was entered ten minutes ago.
 * Time passes for the auth server's own record of the sign-in; a refresh carries it into a token.
 */
async function minutesLater(user: Enrolled): Promise<string> {
  await sql`update auth.sessions
            set amr = (select jsonb_agg(case when e ->> 'method' = 'totp'
                                             then jsonb_set(e, '{timestamp}', to_jsonb((e ->> 'timestamp')::bigint - 600))
                                             else e end)
                       from jsonb_array_elements(amr) e)
            where user_id = ${user.userId} and aal = 'aal2'`;
  const { data, error } = await user.client.auth.refreshSession();
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session.access_token;
}

async function recoveryCodes(token: string): Promise<string[]> {
  const res = await api('POST', '/api/me/two-step/recovery-codes', { token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { codes: string[] }).codes;
}

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

const storedCodes = (user: TestUser) =>
  sql<{ code_hash: string }[]>`
    select code_hash from private.mfa_recovery_codes where user_id = ${user.userId} order by id`;

const factorsOf = (user: TestUser) =>
  sql<{ id: string }[]>`select id::text from auth.mfa_factors where user_id = ${user.userId}`;

describe('recovery codes', () => {
  it('are ten, given once after the app is set up, and kept only as salted hashes', async () => {
    const user = await enrolledUser('codes');
    const codes = await recoveryCodes(user.aal2Token);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await storedCodes(user);
    expect(stored).toHaveLength(10);
    const hashes = JSON.stringify(stored);
    for (const code of codes) expect(hashes).not.toContain(code.replace('-', ''));
    expect(new Set(stored.map((row) => row.code_hash.split('$')[4])).size).toBe(10);

    // Given once: asking again replaces nothing.
    const again = await api('POST', '/api/me/two-step/recovery-codes', { token: user.aal2Token });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('recovery_codes_exist');
    expect(await storedCodes(user)).toEqual(stored);

    // Without two-step sign-in there is nothing to recover.
    const plain = await newUser('no-two-step');
    const refused = await api('POST', '/api/me/two-step/recovery-codes', { token: plain.accessToken });
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe('two_step_off');
    expect(await storedCodes(plain)).toEqual([]);
  });

  it('sign in once in place of the app’s code, turning two-step sign-in off', async () => {
    const user = await enrolledUser('recover');
    const [first = '', second = ''] = await recoveryCodes(user.aal2Token);
    const device = await signInAgain(user);
    expect((await api('GET', '/api/accounts', { token: device.accessToken })).status).toBe(403);

    // A wrong code changes nothing.
    const before = await storedCodes(user);
    const wrong = await api('POST', '/api/me/two-step/recover', {
      token: device.accessToken,
      body: { code: 'aaaaa-bbbbb' },
    });
    expect(wrong.status).toBe(422);
    expect(await errorCode(wrong)).toBe('recovery_code_invalid');
    expect(await factorsOf(user)).toEqual([{ id: user.factorId }]);
    expect(await storedCodes(user)).toEqual(before);

    // Typed as read off paper: capitals, a space for the dash.
    const typed = first.replace('-', ' ').toUpperCase();
    const used = await api('POST', '/api/me/two-step/recover', { token: device.accessToken, body: { code: typed } });
    expect(used.status).toBe(204);
    expect(await factorsOf(user)).toEqual([]);
    expect(await storedCodes(user)).toEqual([]);
    // The sign-in stays aal1, which is all it needs now.
    expect((await api('GET', '/api/accounts', { token: device.accessToken })).status).toBe(200);

    // The code is used up, and with it every other: nothing is left to sign in with.
    const later = await signInAgain(user);
    for (const code of [first, second]) {
      const reused = await api('POST', '/api/me/two-step/recover', { token: later.accessToken, body: { code } });
      expect(reused.status).toBe(409);
      expect(await errorCode(reused)).toBe('two_step_off');
    }
  });

  it('works once when the same code is sent twenty times at once', async () => {
    const user = await enrolledUser('race');
    const [code] = await recoveryCodes(user.aal2Token);
    const device = await signInAgain(user);
    // From an address of its own: the losers' guesses count against it, not against the address
    // the other tests of this file guess from.
    const caller = uniqueCaller();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        caller.fetch(`${platformOrigin()}/api/me/two-step/recover`, {
          method: 'POST',
          headers: {
            'x-channel': 'backoffice',
            authorization: `Bearer ${device.accessToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ code }),
        }),
      ),
    );
    const outcomes = await Promise.all(
      answers.map(async (res) => (res.status === 204 ? 'used' : `${res.status} ${await errorCode(res)}`)),
    );
    // The others find two-step sign-in off: a right code is no wrong guess, so none counts
    // towards the limit on guesses.
    expect(outcomes.sort()).toEqual([...Array(19).fill('409 two_step_off'), 'used']);
    expect(await factorsOf(user)).toEqual([]);
    const [guesses] = await sql`select count(*)::int as n from private.booking_attempts
                                where key = ${`recovery-code:email:${user.userId}`}`;
    expect(guesses).toEqual({ n: 0 });
  });

  it('answer a guesser past the limit with 429 before looking at the guess, even a right one, which stays usable', async () => {
    const user = await enrolledUser('guess-limit');
    const [code = ''] = await recoveryCodes(user.aal2Token);
    const before = await storedCodes(user);
    const turnOff = (recoveryCode: string) =>
      api('POST', '/api/me/two-step/off', { token: user.aal2Token, body: { recoveryCode } });
    const wrong = await turnOff('aaaaa-bbbbb');
    expect(wrong.status).toBe(422);
    // The user's share of wrong guesses this hour, spent.
    const now = Date.now();
    await sql`insert into private.booking_attempts (key, at)
              select ${`recovery-code:email:${user.userId}`}, ${now} from generate_series(1, 5)`;
    const refused = await turnOff(code);
    expect([refused.status, await errorCode(refused)]).toEqual([429, 'too_many_requests']);
    expect(await factorsOf(user)).toEqual([{ id: user.factorId }]);
    expect(await storedCodes(user)).toEqual(before);
  });

  it('belong to the app they were given with: a new app gets new codes, and the old ones stop working', async () => {
    const user = await enrolledUser('new-app');
    const [oldCode = ''] = await recoveryCodes(user.aal2Token);
    // A new phone set up, then the old one removed, with Supabase Auth alone.
    const newApp = await enrol(user.client, 'new phone');
    const removed = await user.client.auth.mfa.unenroll({ factorId: user.factorId });
    expect(removed.error).toBeNull();
    const newCodes = await recoveryCodes(newApp.aal2Token);
    expect(newCodes).toHaveLength(10);
    // Only the new app's codes are kept.
    expect(await storedCodes(user)).toHaveLength(10);

    const device = await signInAgain(user);
    const old = await api('POST', '/api/me/two-step/recover', { token: device.accessToken, body: { code: oldCode } });
    expect(old.status).toBe(422);
    expect(await errorCode(old)).toBe('recovery_code_invalid');
    expect(await factorsOf(user)).toEqual([{ id: newApp.factorId }]);
    const used = await api('POST', '/api/me/two-step/recover', {
      token: device.accessToken,
      body: { code: newCodes[0] },
    });
    expect(used.status).toBe(204);
    expect(await factorsOf(user)).toEqual([]);
  });
});

describe('turning two-step sign-in off', () => {
  it('is refused without an app code verified moments ago or a recovery code; factor and codes stay', async () => {
    const user = await enrolledUser('off-refused');
    await recoveryCodes(user.aal2Token);
    const before = await storedCodes(user);
    const stale = await minutesLater(user);
    const attempts: [unknown, number, string][] = [
      [{}, 422, 'two_step_code_invalid'],
      [{ code: user.app.generate() }, 400, 'invalid_input'],
      [{ recoveryCode: 'aaaaa-bbbbb' }, 422, 'recovery_code_invalid'],
    ];
    for (const [body, status, code] of attempts) {
      const res = await api('POST', '/api/me/two-step/off', { token: stale, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await errorCode(res)).toBe(code);
    }
    // A sign-in that has not passed the second step cannot.
    const aal1 = await signInAgain(user);
    const early = await api('POST', '/api/me/two-step/off', { token: aal1.accessToken, body: {} });
    expect(early.status).toBe(403);
    // Nor can anyone call Supabase Auth's admin API with their own sign-in: GoTrue's answer.
    const admin = await fetch(`${platformOrigin()}/auth/v1/admin/users/${user.userId}/factors/${user.factorId}`, {
      method: 'DELETE',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${stale}` },
    });
    expect(admin.status).toBe(403);
    expect(((await admin.json()) as { code: string }).code).toBe('not_admin');
    expect(await factorsOf(user)).toEqual([{ id: user.factorId }]);
    expect(await storedCodes(user)).toEqual(before);
  });

  it('goes right after the app’s code, and with a recovery code, taking the codes along', async () => {
    const byApp = await enrolledUser('off-app');
    await recoveryCodes(byApp.aal2Token);
    const off = await api('POST', '/api/me/two-step/off', { token: byApp.aal2Token, body: {} });
    expect(off.status).toBe(204);
    expect(await factorsOf(byApp)).toEqual([]);
    expect(await storedCodes(byApp)).toEqual([]);
    // A new sign-in is one step again.
    expect((await api('GET', '/api/accounts', { token: (await signInAgain(byApp)).accessToken })).status).toBe(200);

    const byCode = await enrolledUser('off-code');
    const [recoveryCode] = await recoveryCodes(byCode.aal2Token);
    const stale = await minutesLater(byCode);
    const offByCode = await api('POST', '/api/me/two-step/off', { token: stale, body: { recoveryCode } });
    expect(offByCode.status).toBe(204);
    expect(await factorsOf(byCode)).toEqual([]);
    expect(await storedCodes(byCode)).toEqual([]);
  });

  it('leaves the recovery code unused when Supabase Auth fails to remove the app', async () => {
    const user = await enrolledUser('off-fails');
    const [recoveryCode] = await recoveryCodes(user.aal2Token);
    const before = await storedCodes(user);
    const stale = await minutesLater(user);
    // The auth server's removal of the factor waits on this lock, and is then cancelled: a
    // failure of Supabase Auth's admin API as the handler meets it.
    const holder = await sql.reserve();
    try {
      await holder`begin`;
      const [{ pid } = { pid: 0 }] = await holder<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await holder`select 1 from auth.mfa_factors where id = ${user.factorId} for update`;
      const answer = api('POST', '/api/me/two-step/off', { token: stale, body: { recoveryCode } });
      await expect
        .poll(
          async () =>
            (
              await sql`select pg_cancel_backend(pid) from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))`
            ).length,
          { timeout: 10_000 },
        )
        .toBe(1);
      const failed = await answer;
      expect(failed.status).toBe(500);
      await holder`rollback`;
    } finally {
      holder.release();
    }
    expect(await factorsOf(user)).toEqual([{ id: user.factorId }]);
    expect(await storedCodes(user)).toEqual(before);

    const off = await api('POST', '/api/me/two-step/off', { token: stale, body: { recoveryCode } });
    expect(off.status).toBe(204);
    expect(await factorsOf(user)).toEqual([]);
  });

  it('removes every app of the user, not only the first', async () => {
    const user = await enrolledUser('two-apps');
    const second = await enrol(user.client, 'second phone');
    const off = await api('POST', '/api/me/two-step/off', { token: second.aal2Token, body: {} });
    expect(off.status).toBe(204);
    expect(await factorsOf(user)).toEqual([]);
    expect((await api('GET', '/api/accounts', { token: (await signInAgain(user)).accessToken })).status).toBe(200);
  });
});
