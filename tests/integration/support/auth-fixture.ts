// A real Postgres with the platform schema and migrations, and the local auth server and
// mailbox on a real HTTP port, for integration tests that drive them with supabase-js.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createAuthService, type AuthServiceOptions } from '@local/auth/server';
import { applyPlatformAndMigrations } from '@local/db/migrate';
import { startPostgres } from '@local/db/postgres';
import { createMailbox } from '@local/mail/mailbox';
import { freePort } from '@local/ports';

export const ANON_KEY = 'test-anon-key';

type MailJson = { id: string; to: string; subject: string; text: string; html: string; createdAt: string };

export type TestDatabase = { sql: postgres.Sql; dir: string; stop(): Promise<void> };

/** A fresh cluster in a temporary directory, as the platform prepares it before the services. */
export async function startTestDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'auth-test-'));
  const pg = await startPostgres({ dataDir: path.join(dir, 'postgres'), port: await freePort() });
  const sql = postgres(pg.url, { onnotice: () => {}, max: 10 });
  await applyPlatformAndMigrations(sql);
  return {
    sql,
    dir,
    async stop() {
      await sql.end();
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type AuthServer = {
  siteUrl: string;
  auth: Awaited<ReturnType<typeof createAuthService>>;
  /** A supabase-js client as a Node app configures it. */
  client(flowType?: 'implicit' | 'pkce'): SupabaseClient;
  /** Mails sent to `to`, newest first, read the way a test reads them: GET /mailbox/messages. */
  mails(to: string): Promise<MailJson[]>;
  stop(): Promise<void>;
};

export async function startAuthServer(
  db: TestDatabase,
  options: Pick<AuthServiceOptions, 'rateLimits' | 'autoconfirm'> = {},
): Promise<AuthServer> {
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const mailbox = await createMailbox(db.sql);
  const auth = await createAuthService({
    sql: db.sql,
    siteUrl,
    keyFile: path.join(db.dir, `auth-key-${port}.json`),
    anonKey: ANON_KEY,
    serviceRoleKey: `${ANON_KEY}-service-role`,
    mailer: mailbox,
    ...options,
  });
  const server = createServer((req, res) => {
    void (async () => {
      if (await auth.handle(req, res)) return;
      if (await mailbox.handle(req, res)) return;
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    siteUrl,
    auth,
    client: (flowType = 'implicit') =>
      createClient(siteUrl, ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
      }),
    async mails(to) {
      const res = await fetch(`${siteUrl}/mailbox/messages?to=${encodeURIComponent(to)}`);
      return (await res.json()) as MailJson[];
    },
    stop: () => close(server),
  };
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
