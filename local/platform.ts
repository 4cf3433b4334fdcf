// The whole product on one local origin, with real software standing in for the managed
// services (docs/architecture.md): embedded Postgres, the local auth server
// and mailbox, s3rver, Zero's sync nodes (local/sync-nodes.ts), the /api handlers through an API Gateway adapter, and the
// SPA (Vite with HMR, or the built web/dist).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import path from 'node:path';
import postgres from 'postgres';
import { createAuthService, type AuthServiceOptions } from './auth/server';
import { createMailbox } from './mail/mailbox';
import { createTxtRecords } from './dns/txt-records';
import { handleApi } from './api-adapter';
import { ClientGroupLog, RequestsInFlight } from './client-group-log';
import { handleLocalCheckout, LOCAL_BILLING_WEBHOOK_SECRET } from './billing-checkout';
import { createLocalCardPayments, LOCAL_CONNECT_WEBHOOK_SECRET } from './card-payments/pages';
import { startJobs } from './jobs';
import { endInstances, onInstance } from './instances';
import { claimDataDir, partsOf } from './earlier-run';
import { originOf } from '../web/build/content-security-policy';
import { applyPlatformAndMigrations } from './db/migrate';
import { startPostgres } from './db/postgres';
import { allPortsOf, portsOf } from './ports';
import { LOCAL_S3_CREDENTIALS, startS3 } from './s3';
import { localSealCertificate } from './seal-certificate';
import { createWebHandler, type WebMode } from './web';
import { SyncNodes } from './sync-nodes';

export const LOCAL_ANON_KEY = 'local-anon-key';
// The admin API's key (Supabase's service-role key), which only the /api handlers hold.
export const LOCAL_SERVICE_ROLE_KEY = 'local-service-role-key-for-development-only';
const STOP_STEP_MS = 10_000;
/** An API request unanswered for longer than this is named when a test asks of its client group. */
const SLOW_REQUEST_MS = 5_000;
export const PHOTO_BUCKET = 'studio-photos';

type PlatformOptions = {
  /** Port of the app's origin; Postgres, S3 and zero-cache take the next few ports. */
  port: number;
  dataDir: string;
  /** Wipes the data directory, once an earlier run on it has ended: a start from an empty database. */
  reset?: boolean;
  web: WebMode;
  /**
   * Exposes /__platform/… for tests: POST jobs/run runs the queued work at once; sync/… starts,
   * stops and kills view-syncers, restarts the manager, and tells which view-syncer holds a
   * client group, what the sync nodes logged of it, and which API requests are slow to answer.
   */
  testControls?: boolean;
  log?: (source: string, line: string) => void;
  /** What the start is waiting for (zero-cache's first replica, say), for the person starting it. */
  progress?: (message: string) => void;
};

export type Platform = {
  origin: string;
  databaseUrl: string;
  sql: postgres.Sql;
  sync: SyncNodes;
  auth: Awaited<ReturnType<typeof createAuthService>>;
  s3Endpoint: string;
  stop(): Promise<void>;
};

/** Where the auth server keeps its signing key (tests read it to mint expired tokens). */
export const authKeyFile = (dataDir: string) => path.join(path.resolve(dataDir), 'auth-signing-key.json');

/** The platform's auth server with its fixed keys, for `npm start` and `npm run seed` alike. */
export function createLocalAuth(
  sql: postgres.Sql,
  origin: string,
  dataDir: string,
  mailer: AuthServiceOptions['mailer'],
) {
  return createAuthService({
    sql,
    siteUrl: origin,
    keyFile: authKeyFile(dataDir),
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    mailer,
  });
}

export { portsOf };

export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const log = options.log ?? (() => {});
  const ports = portsOf(options.port);
  const origin = `http://localhost:${ports.app}`;
  const dataDir = path.resolve(options.dataDir);
  const parts = partsOf(dataDir);
  const progress = options.progress ?? ((message: string) => log('platform', message));
  const release = await claimDataDir(dataDir, allPortsOf(options.port), progress, { reset: options.reset });
  // Released last (cleanups run in reverse): the guard of the children ends once they are stopped.
  const cleanups: (() => Promise<unknown>)[] = [release];
  // Each part gets a bounded time to stop, so one that waits on an idle connection (a client
  // pool, a keep-alive socket) can never keep the others — and `npm test` — from ending.
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      await Promise.race([cleanup(), new Promise((resolve) => setTimeout(resolve, STOP_STEP_MS).unref())]).catch(
        (e: unknown) => log('platform', String(e)),
      );
    }
  };

  try {
    const pg = await startPostgres({
      dataDir: parts.postgres,
      port: ports.postgres,
      onLog: (l) => log('postgres', l),
    });
    cleanups.push(() => pg.stop());
    const sql = postgres(pg.url, { onnotice: () => {}, max: 10 });
    cleanups.push(() => sql.end());
    cleanups.push(endInstances);
    await applyPlatformAndMigrations(sql);

    const s3 = await startS3({
      directory: path.join(dataDir, 's3'),
      port: ports.s3,
      bucket: PHOTO_BUCKET,
      appOrigin: origin,
      log: (line) => log('platform', line),
    });
    cleanups.push(() => s3.stop());

    const seal = await localSealCertificate(dataDir);
    // What the handlers read from their Lambda environment in production.
    Object.assign(process.env, {
      SITE_URL: origin,
      DATABASE_URL: pg.url,
      AUTH_URL: `${origin}/auth/v1`,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      S3_ENDPOINT: s3.endpoint,
      PHOTO_BUCKET,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      // Signs image tokens (functions/lib/gallery/image-access.ts); a fixed value, as the data is local.
      IMAGE_ACCESS_SECRET: 'local-image-access-secret-for-development-only',
      // What CloudFront proves itself with to the API; local/api-adapter.ts plays CloudFront.
      ORIGIN_SECRET: 'local-origin-secret-for-development-only',
      // Invite mails land in the local mailbox (/mailbox) instead of Amazon SES.
      MAIL_TRANSPORT: 'local',
      // No Stripe keys: billing is the local stand-in (functions/lib/billing/billing-local.ts), which
      // signs its webhook events with this.
      LOCAL_BILLING_WEBHOOK_SECRET,
      // No Stripe keys either for the studios' card payments: Connect is the local stand-in
      // (functions/lib/card-payments/card-payments-local.ts), which signs its events with this.
      LOCAL_CONNECT_WEBHOOK_SECRET,
      // A domain's TXT records come from the local stand-in (/dns), not public DNS.
      DNS_TXT_RECORDS: 'local',
      // Veri*Factu records go to the agency's local stand-in (functions/lib/verifactu/agency-local.ts).
      VERIFACTU_AGENCY: 'local',
      // Signed contracts are sealed with a self-signed stand-in (local/seal-certificate.ts).
      SEAL_CERTIFICATE: seal.base64,
      SEAL_CERTIFICATE_PASSWORD: seal.password,
    });

    const mailbox = await createMailbox(sql);
    const txtRecords = await createTxtRecords(sql);
    const cardPaymentPages = await createLocalCardPayments(sql);
    const auth = await createLocalAuth(sql, origin, dataDir, mailbox);
    // What a test whose rows never came says of its client group (tests/support/sync-controls.ts).
    const groupLog = options.testControls ? new ClientGroupLog() : undefined;
    const inFlight = options.testControls ? new RequestsInFlight() : undefined;
    const sync = new SyncNodes({
      upstreamDb: pg.url,
      dataDir: parts.zero,
      firstPort: ports.zero,
      apiOrigin: `http://127.0.0.1:${ports.app}`,
      // Beside the photos, as in production, under the prefix the stacks give it.
      backup: {
        url: `s3://${PHOTO_BUCKET}/zero-replica`,
        endpoint: s3.endpoint,
        credentials: LOCAL_S3_CREDENTIALS,
      },
      log: (node, l) => log(node, l),
      records: groupLog && ((node, record) => groupLog.take(node, record)),
      notice: (message) => log('platform', message),
      progress,
    });

    const jobs = startJobs((line) => log('platform', line));

    const server = createServer();
    // The browser uploads photos and receipts straight to S3, here on its own port.
    const web = await createWebHandler(options.web, server, { connect: [originOf(s3.endpoint)] });
    cleanups.push(() => web.close());
    const proxy = createProxyServer({ ws: true });
    const syncUnavailable = (res: ServerResponse | Duplex | undefined) => {
      if (res && 'writeHead' in res && !res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' }).end('{"error":{"code":"sync_unavailable"}}');
      } else {
        res?.destroy();
      }
    };
    proxy.on('error', (_error, _req, res) => syncUnavailable(res));
    /** Where a /sync/ request goes: its client group's view-syncer (local/sync-nodes.ts). */
    const syncTarget = (req: IncomingMessage) =>
      sync.target(new URL(req.url ?? '/', origin).searchParams.get('clientGroupID'));

    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (inFlight && req.url?.startsWith('/api/'))
        res.once('close', inFlight.begin(`${req.method} ${req.url.split('?')[0]}`));
      onInstance(() => route(req, res)).catch((error: unknown) => {
        log('platform', error instanceof Error ? (error.stack ?? error.message) : String(error));
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"error":{"code":"internal","message":"Internal error"}}');
      });
    });
    server.on('upgrade', (req, socket, head) => {
      if (!req.url?.startsWith('/sync/')) return;
      const viewSyncer = syncTarget(req);
      if (!viewSyncer) return void socket.destroy();
      sync.opened(viewSyncer, socket);
      proxy.ws(req, socket, head, { target: viewSyncer.url });
    });

    async function route(req: IncomingMessage, res: ServerResponse) {
      const url = req.url ?? '/';
      if (url.startsWith('/api/')) return handleApi(req, res, origin);
      if (url.startsWith('/sync/')) {
        const viewSyncer = syncTarget(req);
        return viewSyncer ? proxy.web(req, res, { target: viewSyncer.url }) : syncUnavailable(res);
      }
      // As in production, where supabase/config.toml turns Supabase's Data API off.
      if (/^\/(rest|graphql)\/v1(\/|\?|$)/.test(url)) return void res.writeHead(404).end();
      if (await auth.handle(req, res)) return;
      if (await mailbox.handle(req, res)) return;
      if (await txtRecords.handle(req, res)) return;
      if (await handleLocalCheckout(req, res, origin)) return;
      if (await cardPaymentPages.handle(req, res, origin)) return;
      if (options.testControls && url.startsWith('/__platform/')) return testControl(req, res);
      return web.handle(req, res);
    }

    async function testControl(req: IncomingMessage, res: ServerResponse) {
      const url = req.url ?? '/';
      const json = (status: number, body: unknown) =>
        void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const group = /^\/__platform\/sync\/client-groups\/([^/]+)$/.exec(url);
      if (req.method === 'GET' && group) {
        const clientGroupID = decodeURIComponent(group[1]!);
        return json(200, {
          viewSyncer: sync.holding(clientGroupID),
          log: groupLog?.of(clientGroupID) ?? [],
          slowRequests: inFlight?.olderThan(SLOW_REQUEST_MS) ?? [],
        });
      }
      if (req.method !== 'POST') return void res.writeHead(404).end();
      const viewSyncer = /^\/__platform\/sync\/view-syncers\/(\d+)\/(kill|start|stop)$/.exec(url);
      const node = viewSyncer && sync.viewSyncer(Number(viewSyncer[1]));
      if (url === '/__platform/jobs/run') await jobs.runNow();
      else if (url === '/__platform/sync/view-syncers') return json(201, { number: await sync.addViewSyncer() });
      else if (url === '/__platform/sync/manager/restart') await sync.restartManager();
      else if (node) await node[viewSyncer[2] as 'kill' | 'start' | 'stop']();
      else return void res.writeHead(404).end();
      res.writeHead(204).end();
    }

    await listen(server, ports.app);
    cleanups.push(() => closeServer(server));
    await sync.start();
    cleanups.push(() => sync.stop());
    cleanups.push(() => jobs.stop());

    return { origin, databaseUrl: pg.url, sql, sync, auth, s3Endpoint: s3.endpoint, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
