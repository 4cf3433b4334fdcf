// Teams: an owner invites people by e-mail with a role, changes roles and removes people; a
// studio always keeps an owner; an assistant works without seeing money; and a member removed
// or demoted loses the rows at once on an open sync connection, not minutes later.
import { createClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../core/domain/ids';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl, LOCAL_ANON_KEY, platformOrigin } from '../support/env';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import { clientOf, insertCustomer, insertSession, load, pushDirect } from './support/booking-fixtures';
import { consentAs } from './support/oauth-consent';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;

beforeAll(async () => {
  owner = await newUser('owner');
  await sql`update accounts set name = 'Golden Hour' where id = ${owner.accountId}`;
});
afterAll(() => sql.end());

const teamPath = (suffix = '', accountId = owner.accountId) => `/api/accounts/${accountId}/team${suffix}`;

/** Invites `email` as `role` and returns the token from the link of the newest mail it got. */
async function invitedToken(email: string, role: string, locale = 'en'): Promise<string> {
  const res = await api('POST', teamPath('/invitations'), {
    token: owner.accessToken,
    accountId: owner.accountId,
    body: { email, role, locale },
  });
  expect(res.status).toBe(201);
  const mails = await mailsTo(email);
  const link = /https?:\/\/\S+\/join\?\S+/.exec(mails.at(-1)?.text ?? '')?.[0];
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error('no join link in the mail');
  return token;
}

const accept = (user: TestUser, token: string) =>
  api('POST', '/api/team-invitations/accept', { token: user.accessToken, body: { token } });

const roleOf = async (user: TestUser) =>
  (
    await sql<{ role: string }[]>`
    select role from account_members where account_id = ${owner.accountId} and user_id = ${user.userId}`
  )[0]?.role;

/** A member of the owner's studio with `role`, added by SQL where the invitation is not the point. */
async function memberWith(role: string, label = role): Promise<TestUser> {
  const user = await newUser(label);
  await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${user.userId}, ${role})`;
  return user;
}

/** A sign-up as the sign-up form makes it when opened from an invitation (web/src/features/auth). */
const signUpToJoin = (email: string) =>
  createClient(platformOrigin(), LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).auth.signUp({ email, password: 'Correct-Horse-42', options: { data: { joining_team: true } } });

describe('inviting people', () => {
  it('mails a link whose token is kept hashed, previews it to anyone holding it, and lets the invitee join once', async () => {
    const invitee = await newUser('invitee');
    const token = await invitedToken(invitee.email, 'assistant', 'es');
    const [mail] = await mailsTo(invitee.email);
    expect(mail?.subject).toBe(`${owner.email} te invita a unirte a Golden Hour`);
    const stored = await sql`select token_hash from team_invitations where email = ${invitee.email}`;
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const preview = await api('POST', '/api/team-invitations/preview', { body: { token } });
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({ studioName: 'Golden Hour', email: invitee.email, role: 'assistant' });

    expect((await accept(invitee, token)).status).toBe(200);
    expect(await roleOf(invitee)).toBe('assistant');
    // Used: the link opens nothing any more.
    const again = await accept(invitee, token);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('team_invite_invalid');
  });

  it('gives someone who signs up from an invitation no studio of their own: they join the inviting one only', async () => {
    const email = `joiner-${randomUUID().slice(0, 8)}@example.com`;
    const token = await invitedToken(email, 'assistant');
    const { data, error } = await signUpToJoin(email);
    if (error || !data.session || !data.user) throw error ?? new Error('no session');
    const joiner = { userId: data.user.id, accessToken: data.session.access_token };
    expect(await sql`select account_id from account_members where user_id = ${joiner.userId}`).toEqual([]);
    expect(await sql`select id from accounts where author_id = ${joiner.userId}`).toEqual([]);

    expect(
      (await api('POST', '/api/team-invitations/accept', { token: joiner.accessToken, body: { token } })).status,
    ).toBe(200);
    const listed = await api('GET', '/api/accounts', { token: joiner.accessToken });
    const { accounts } = (await listed.json()) as { accounts: { id: string; role: string }[] };
    expect(accounts.map(({ id, role }) => ({ id, role }))).toEqual([{ id: owner.accountId, role: 'assistant' }]);
  });

  it('gives someone invited who signs up by magic link or with Google no studio of their own', async () => {
    const client = () =>
      createClient(platformOrigin(), LOCAL_ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      });
    const studiosOf = (email: string) =>
      sql`select a.id from accounts a join auth.users u on u.id = a.author_id where u.email = ${email}`;
    // The magic-link form, opened from an invitation, says so as the sign-up form does.
    const byLink = `link-joiner-${randomUUID().slice(0, 8)}@example.com`;
    await invitedToken(byLink, 'assistant');
    const otp = await client().auth.signInWithOtp({ email: byLink, options: { data: { joining_team: true } } });
    expect(otp.error).toBeNull();
    expect(await sql`select 1 from auth.users where email = ${byLink}`).toHaveLength(1);
    expect(await studiosOf(byLink)).toEqual([]);
    // Google's redirect cannot carry the form's word: the open invitation is enough.
    const byGoogle = `google-joiner-${randomUUID().slice(0, 8)}@example.com`;
    await invitedToken(byGoogle, 'manager');
    const { data } = await client().auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${platformOrigin()}/app`, skipBrowserRedirect: true },
    });
    const { res } = await consentAs(platformOrigin(), data.url ?? '', byGoogle);
    expect(res.status).toBe(303);
    expect(await sql`select 1 from auth.users where email = ${byGoogle}`).toHaveLength(1);
    expect(await studiosOf(byGoogle)).toEqual([]);
    // Anyone signing up with Google without an invitation still gets their studio.
    const uninvited = `google-new-${randomUUID().slice(0, 8)}@example.com`;
    const { data: other } = await client().auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${platformOrigin()}/app`, skipBrowserRedirect: true },
    });
    await consentAs(platformOrigin(), other.url ?? '', uninvited);
    expect(await studiosOf(uninvited)).toHaveLength(1);
  });

  it('still gives a studio to someone who says they join a team but has no invitation', async () => {
    const { data } = await signUpToJoin(`uninvited-${randomUUID().slice(0, 8)}@example.com`);
    const roles = await sql`select role from account_members where user_id = ${data.user?.id ?? ''}`;
    expect(roles).toEqual([{ role: 'owner' }]);
  });

  it('opens nothing for someone signed in with another address, and leaves the invitation usable', async () => {
    const invitee = await newUser('invitee');
    const other = await newUser('forwarded');
    const token = await invitedToken(invitee.email, 'manager');
    const res = await accept(other, token);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('team_invite_wrong_email');
    expect(await roleOf(other)).toBeUndefined();
    expect((await accept(invitee, token)).status).toBe(200);
    expect(await roleOf(invitee)).toBe('manager');
  });

  it('replaces an earlier invitation to the same address, and a revoked one stops working', async () => {
    const invitee = await newUser('invitee');
    const first = await invitedToken(invitee.email, 'assistant');
    const second = await invitedToken(invitee.email, 'manager');
    expect((await accept(invitee, first)).status).toBe(404);
    const [invitation] = await sql<{ id: string }[]>`select id from team_invitations where email = ${invitee.email}`;
    const revoked = await api('DELETE', teamPath(`/invitations/${invitation?.id}`), { token: owner.accessToken });
    expect(revoked.status).toBe(204);
    expect((await accept(invitee, second)).status).toBe(404);
    expect(await roleOf(invitee)).toBeUndefined();
  });

  it('refuses an address already on the team, and bad input, storing no invitation', async () => {
    const manager = await memberWith('manager');
    const refusals: [unknown, number, string][] = [
      [{ email: manager.email, role: 'assistant' }, 409, 'already_member'],
      [{ email: 'not-an-address', role: 'assistant' }, 400, 'invalid_input'],
      [{ email: 'someone@example.com', role: 'boss' }, 400, 'invalid_input'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await api('POST', teamPath('/invitations'), { token: owner.accessToken, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    const stored = await sql`select 1 from team_invitations where email in ('not-an-address', 'someone@example.com')`;
    expect(stored).toHaveLength(0);
    expect(await roleOf(manager)).toBe('manager');
  });

  it('is for owners: a manager cannot list, invite, change roles or remove, and nothing changes', async () => {
    const manager = await memberWith('manager');
    const assistant = await memberWith('assistant');
    const asManager = { token: manager.accessToken };
    expect((await api('GET', teamPath(), asManager)).status).toBe(403);
    const invite = await api('POST', teamPath('/invitations'), {
      ...asManager,
      body: { email: 'friend@example.com', role: 'owner' },
    });
    expect(invite.status).toBe(403);
    const promote = await api('PATCH', teamPath(`/members/${manager.userId}`), {
      ...asManager,
      body: { role: 'owner' },
    });
    expect(promote.status).toBe(403);
    expect((await api('DELETE', teamPath(`/members/${assistant.userId}`), asManager)).status).toBe(403);
    expect(await roleOf(manager)).toBe('manager');
    expect(await roleOf(assistant)).toBe('assistant');
    expect(await sql`select 1 from team_invitations where email = 'friend@example.com'`).toHaveLength(0);
  });
});

describe('the team list and roles', () => {
  it('lists members with their e-mail and role, and the pending invitations', async () => {
    const assistant = await memberWith('assistant');
    await invitedToken('pending-person@example.com', 'manager');
    const res = await api('GET', teamPath(), { token: owner.accessToken });
    expect(res.status).toBe(200);
    const team = (await res.json()) as {
      members: { userId: string; email: string; role: string; you: boolean }[];
      invitations: { email: string; role: string }[];
    };
    expect(team.members).toContainEqual(expect.objectContaining({ userId: owner.userId, role: 'owner', you: true }));
    expect(team.members).toContainEqual(
      expect.objectContaining({ userId: assistant.userId, email: assistant.email, role: 'assistant', you: false }),
    );
    expect(team.invitations).toContainEqual(
      expect.objectContaining({ email: 'pending-person@example.com', role: 'manager' }),
    );
  });

  it('always keeps an owner: the last one can neither step down nor be removed, by the API or by SQL', async () => {
    const solo = await newUser('solo');
    const colleague = await newUser('colleague');
    await sql`insert into account_members (account_id, user_id, role) values (${solo.accountId}, ${colleague.userId}, 'manager')`;
    const path = (userId: string) => `/api/accounts/${solo.accountId}/team/members/${userId}`;
    const demote = await api('PATCH', path(solo.userId), { token: solo.accessToken, body: { role: 'manager' } });
    expect(demote.status).toBe(409);
    expect(((await demote.json()) as { error: { code: string } }).error.code).toBe('last_owner');
    expect((await api('DELETE', path(solo.userId), { token: solo.accessToken })).status).toBe(409);
    await expect(
      sql`delete from account_members where account_id = ${solo.accountId} and user_id = ${solo.userId}`,
    ).rejects.toThrow(/keeps at least one owner/);

    // With a second owner, the first may step down.
    const promote = await api('PATCH', path(colleague.userId), { token: solo.accessToken, body: { role: 'owner' } });
    expect(promote.status).toBe(200);
    expect(await promote.json()).toMatchObject({ member: { userId: colleague.userId, role: 'owner' } });
    expect(
      (await api('PATCH', path(solo.userId), { token: solo.accessToken, body: { role: 'assistant' } })).status,
    ).toBe(200);
    const roles =
      await sql`select user_id, role from account_members where account_id = ${solo.accountId} order by role`;
    expect(roles.map((r) => r.role)).toEqual(['assistant', 'owner']);
  });

  it('lets anyone leave a studio, but not remove someone else', async () => {
    const assistant = await memberWith('assistant');
    const other = await memberWith('assistant', 'other');
    const removeOther = await api('DELETE', teamPath(`/members/${other.userId}`), { token: assistant.accessToken });
    expect(removeOther.status).toBe(403);
    expect(
      (await api('DELETE', teamPath(`/members/${assistant.userId}`), { token: assistant.accessToken })).status,
    ).toBe(204);
    expect(await roleOf(assistant)).toBeUndefined();
    expect(await roleOf(other)).toBe('assistant');
  });
});

describe('an assistant', () => {
  it('works with customers and sessions but never receives payments, and cannot delete or record money', async () => {
    const assistant = await memberWith('assistant');
    const customerId = await insertCustomer(sql, owner, 'Mina Vidal');
    const sessionId = await insertSession(sql, owner, customerId, { date: Date.now() + 86_400_000 });
    await sql`insert into payments (id, account_id, author_id, session_id, amount, date, method, status)
      values (${newId()}, ${owner.accountId}, ${owner.userId}, ${sessionId}, 120, ${Date.now()}, 'cash', 'completed')`;
    const zero = clientOf(assistant, [owner.accountId]);
    try {
      const session = queries.sessions.byId({ accountId: owner.accountId, id: sessionId });
      await load(zero, session);
      expect((await zero.run(session))?.payments).toEqual([]);
      const payments = await zero.run(
        queries.payments.inRange({
          accountId: owner.accountId,
          from: Date.now() - 86_400_000,
          to: Date.now() + 86_400_000,
        }),
        { type: 'complete' },
      );
      expect(payments).toEqual([]);

      const id = newId();
      const created = await zero.mutate(
        mutators.customer.create({ id, accountId: owner.accountId, name: 'Joan', email: '', phone: '', notes: '' }),
      ).server;
      expect(created).toEqual({ type: 'success' });
      expect(
        await pushDirect(assistant, 'customer.delete', {
          id: customerId,
          sessions: { action: 'delete', sessionCount: 1, paymentCount: 1 },
        }),
      ).toEqual({
        error: 'app',
        message: 'forbidden',
      });
      expect(
        await pushDirect(assistant, 'payment.create', {
          id: newId(),
          sessionId,
          amount: 10,
          date: Date.now(),
          method: 'cash',
          status: 'completed',
        }),
      ).toEqual({ error: 'app', message: 'forbidden' });
      expect(await sql`select 1 from customers where id = ${customerId}`).toHaveLength(1);
      expect(await sql`select 1 from payments where session_id = ${sessionId}`).toHaveLength(1);
    } finally {
      await zero.close();
    }
  });
});

describe('a member removed or demoted', () => {
  it('stops receiving the studio’s rows on an open connection, and their writes are refused', async () => {
    const assistant = await memberWith('assistant');
    await insertCustomer(sql, owner, 'Removed Member Sees This');
    const zero = clientOf(assistant, [owner.accountId]);
    try {
      const list = queries.customers.list({ accountId: owner.accountId });
      await load(zero, list);
      const view = zero.materialize(list);
      expect(view.data.length).toBeGreaterThan(0);

      const removed = await api('DELETE', teamPath(`/members/${assistant.userId}`), { token: owner.accessToken });
      expect(removed.status).toBe(204);
      await vi.waitUntil(() => view.data.length === 0, { timeout: 10_000, interval: 20 });
      view.destroy();

      const write = await pushDirect(assistant, 'customer.create', {
        id: newId(),
        accountId: owner.accountId,
        name: 'After removal',
        email: '',
        phone: '',
        notes: '',
      });
      expect(write).toEqual({ error: 'app', message: 'forbidden' });
      expect(await sql`select 1 from customers where name = 'After removal'`).toHaveLength(0);
    } finally {
      await zero.close();
    }
  });

  it('loses the money rows at once when demoted from manager to assistant', async () => {
    const manager = await memberWith('manager');
    const customerId = await insertCustomer(sql, owner, 'Demotion Client');
    const sessionId = await insertSession(sql, owner, customerId, { date: Date.now() });
    await sql`insert into payments (id, account_id, author_id, session_id, amount, date, method, status)
      values (${newId()}, ${owner.accountId}, ${owner.userId}, ${sessionId}, 80, ${Date.now() - 1000}, 'card', 'completed')`;
    const zero = clientOf(manager, [owner.accountId]);
    try {
      const money = queries.payments.inRange({
        accountId: owner.accountId,
        from: Date.now() - 60_000,
        to: Date.now() + 60_000,
      });
      await load(zero, money);
      const view = zero.materialize(money);
      expect(view.data.length).toBeGreaterThan(0);
      const demoted = await api('PATCH', teamPath(`/members/${manager.userId}`), {
        token: owner.accessToken,
        body: { role: 'assistant' },
      });
      expect(demoted.status).toBe(200);
      await vi.waitUntil(() => view.data.length === 0, { timeout: 10_000, interval: 20 });
      view.destroy();
    } finally {
      await zero.close();
    }
  });
});
