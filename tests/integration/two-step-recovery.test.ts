// Two-step sign-in's recovery codes and turning it off, through the /api handlers and the real
// supabase-js client: ten codes given once and kept hashed; each signs in once in place of the
// authenticator app's code, also when twenty tries race; and two-step sign-in goes only with a
// current code of the app or a recovery code, a refusal leaving the factor and the codes as they
// were.
import { Secret, TOTP } from 'otpauth';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/env';
import { api, newUser, signInAgain, type TestUser } from '../support/users';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
afterAll(() => sql.end());

type Enrolled = TestUser & { factorId: string; app: TOTP; aal2Token: string };

/** A new user with an authenticator app set up, whose sign-in has passed its code (aal2). */
async function enrolledUser(label: string): Promise<Enrolled> {
  const user = await newUser(label);
  const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp' });
  if (!enrolled.data || enrolled.data.type !== 'totp') throw enrolled.error ?? new Error('no factor');
  const app = new TOTP({ secret: Secret.fromBase32(enrolled.data.totp.secret) });
  const factorId = enrolled.data.id;
  const verified = await user.client.auth.mfa.challengeAndVerify({ factorId, code: app.generate() });
  if (verified.error) throw verified.error;
  const { data } = await user.client.auth.getSession();
  return { ...user, factorId, app, aal2Token: data.session?.access_token ?? '' };
}

async function recoveryCodes(user: Enrolled): Promise<string[]> {
  const res = await api('POST', '/api/me/two-step/recovery-codes', { token: user.aal2Token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { codes: string[] }).codes;
}

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

const storedCodes = (user: TestUser) =>
  sql<{ code_hash: string; used: boolean }[]>`
    select code_hash, used_at is not null as used from private.mfa_recovery_codes where user_id = ${user.userId}`;

const factorsOf = (user: TestUser) =>
  sql<{ id: string }[]>`select id::text from auth.mfa_factors where user_id = ${user.userId}`;

/** A six-digit code the app does not accept now (nor one step either side). */
function wrongAppCode(app: TOTP): string {
  const valid = new Set([-30_000, 0, 30_000].map((shift) => app.generate({ timestamp: Date.now() + shift })));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

describe('recovery codes', () => {
  it('are ten, given once after the app is set up, and kept only as salted hashes', async () => {
    const user = await enrolledUser('codes');
    const codes = await recoveryCodes(user);
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

  it('sign in once in place of the app’s code; the same code is refused the second time', async () => {
    const user = await enrolledUser('recover');
    const codes = await recoveryCodes(user);
    const [first = '', second = ''] = codes;

    const device = await signInAgain(user);
    const used = await api('POST', '/api/me/two-step/recover', { token: device.accessToken, body: { code: first } });
    expect(used.status).toBe(200);
    const answer = (await used.json()) as { factorId: string; code: string; recoveryCodesLeft: number };
    expect(answer).toMatchObject({ factorId: user.factorId, recoveryCodesLeft: 9 });
    expect(
      (await device.client.auth.mfa.challengeAndVerify({ factorId: answer.factorId, code: answer.code })).error,
    ).toBeNull();
    const { data } = await device.client.auth.getSession();
    expect((await api('GET', '/api/accounts', { token: data.session?.access_token })).status).toBe(200);

    const later = await signInAgain(user);
    const reused = await api('POST', '/api/me/two-step/recover', { token: later.accessToken, body: { code: first } });
    expect(reused.status).toBe(422);
    expect(await errorCode(reused)).toBe('recovery_code_invalid');
    expect((await api('GET', '/api/accounts', { token: later.accessToken })).status).toBe(403);

    // Typed as read off paper: capitals, no dash.
    const typed = second.replace('-', ' ').toUpperCase();
    const next = await api('POST', '/api/me/two-step/recover', { token: later.accessToken, body: { code: typed } });
    expect(next.status).toBe(200);
    // The app stays set up, with eight codes left.
    expect(await factorsOf(user)).toEqual([{ id: user.factorId }]);
    expect((await storedCodes(user)).filter((row) => !row.used)).toHaveLength(8);
  });

  it('works once when the same code is sent twenty times at once', async () => {
    const user = await enrolledUser('race');
    const [code] = await recoveryCodes(user);
    const device = await signInAgain(user);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', '/api/me/two-step/recover', { token: device.accessToken, body: { code } }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 422)).toBe(true);
    expect((await storedCodes(user)).filter((row) => row.used)).toHaveLength(1);
  });
});

describe('turning two-step sign-in off', () => {
  it('is refused without a current code of the app, and the factor and codes stay', async () => {
    const user = await enrolledUser('off-refused');
    await recoveryCodes(user);
    const before = await storedCodes(user);
    const attempts: [unknown, number, string][] = [
      [{}, 400, 'invalid_input'],
      [{ code: wrongAppCode(user.app) }, 422, 'two_step_code_invalid'],
      [{ code: 'aaaaa-bbbbb' }, 422, 'recovery_code_invalid'],
    ];
    for (const [body, status, code] of attempts) {
      const res = await api('POST', '/api/me/two-step/off', { token: user.aal2Token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await errorCode(res)).toBe(code);
    }
    // A sign-in that has not passed the second step cannot, even with the app's code.
    const aal1 = await signInAgain(user);
    const early = await api('POST', '/api/me/two-step/off', {
      token: aal1.accessToken,
      body: { code: user.app.generate() },
    });
    expect(early.status).toBe(403);
    expect(await factorsOf(user)).toEqual([{ id: user.factorId }]);
    expect(await storedCodes(user)).toEqual(before);
  });

  it('goes with a current code of the app, and with a recovery code, taking the codes along', async () => {
    const byApp = await enrolledUser('off-app');
    await recoveryCodes(byApp);
    const off = await api('POST', '/api/me/two-step/off', {
      token: byApp.aal2Token,
      body: { code: byApp.app.generate() },
    });
    expect(off.status).toBe(204);
    expect(await factorsOf(byApp)).toEqual([]);
    expect(await storedCodes(byApp)).toEqual([]);
    // A new sign-in is one step again.
    expect((await api('GET', '/api/accounts', { token: (await signInAgain(byApp)).accessToken })).status).toBe(200);

    const byCode = await enrolledUser('off-code');
    const [code] = await recoveryCodes(byCode);
    const offByCode = await api('POST', '/api/me/two-step/off', { token: byCode.aal2Token, body: { code } });
    expect(offByCode.status).toBe(204);
    expect(await factorsOf(byCode)).toEqual([]);
    expect(await storedCodes(byCode)).toEqual([]);
  });
});
