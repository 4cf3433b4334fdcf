// Test users that own exactly the data a test needs: each is a fresh sign-up through the real
// supabase-js client against the platform's auth server, with a studio of its own.
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { LOCAL_ANON_KEY, platformOrigin } from './env';

export type TestUser = {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  accountId: string;
  client: SupabaseClient;
};

function supabaseClient(): SupabaseClient {
  return createClient(platformOrigin(), LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export async function newUser(label = 'user', { locale }: { locale?: 'en' | 'es' | 'ca' } = {}): Promise<TestUser> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Correct-Horse-42';
  const client = supabaseClient();
  // The language the sign-up form records: the studio's ready-made templates are named in it.
  const { data, error } = await client.auth.signUp({
    email,
    password,
    ...(locale ? { options: { data: { locale } } } : {}),
  });
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  const accessToken = data.session.access_token;
  const res = await api('GET', '/api/accounts', { token: accessToken });
  const { accounts } = (await res.json()) as { accounts: { id: string }[] };
  const accountId = accounts[0]?.id;
  if (!accountId) throw new Error('a new user has no studio');
  return { email, password, userId: data.user.id, accessToken, accountId, client };
}

/** Another sign-in of `user`, as from a second device: its own auth session and tokens. */
export async function signInAgain(
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<{ client: SupabaseClient; accessToken: string; session: Session }> {
  const client = supabaseClient();
  const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return { client, accessToken: data.session.access_token, session: data.session };
}

export function api(
  method: string,
  path: string,
  options: { token?: string; accountId?: string; body?: unknown; rawBody?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'x-channel': 'backoffice' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.accountId) headers['x-account-id'] = options.accountId;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(`${platformOrigin()}${path}`, { method, headers, body });
}
