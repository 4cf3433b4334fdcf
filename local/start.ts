// `npm start`: the whole product on one local origin, seeded with a demo studio.
//   npm start                  Vite with HMR
//   npm start -- --dist        the built web/dist (run `npm run build` first)
//   npm start -- --reset       wipe .local/ (database, photos, mail) and seed afresh
//   PORT=4000 npm start        another port (Postgres, S3 and zero-cache use the next ones)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PHOTO_BUCKET, startPlatform } from './platform';
import { WEB_DIST } from './web';
import { DEMO_USER } from './seed/demo-data';
import { seedDemo } from './seed/seed-demo';

const { values: flags } = parseArgs({
  options: {
    dist: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const dataDir = path.resolve(import.meta.dirname, '../.local');
const port = Number(process.env.PORT ?? 3000);
const started = Date.now();
let stopping = false;

const platform = await startPlatform({
  port,
  dataDir,
  reset: flags.reset,
  web: flags.dist ? { dist: WEB_DIST } : 'dev',
  log: (source, line) => {
    // Ctrl-C reaches Postgres and zero-cache too; their goodbyes are not errors worth showing.
    if (stopping) return;
    if (flags.verbose || /\b(error|fatal|panic)\b/i.test(line)) console.log(`[${source}] ${line.trimEnd()}`);
  },
  progress: (message) => console.log(`  ${message}`),
});
const { seeded } = await seedDemo({ sql: platform.sql, createUser: platform.auth.createUser, bucket: PHOTO_BUCKET });

console.log(`
  Studio is running at ${platform.origin}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s${seeded ? ', demo studio seeded' : ''})

  Demo sign-in:   ${DEMO_USER.email}  /  ${DEMO_USER.password}
  Local mailbox:  ${platform.origin}/mailbox

  Press Ctrl-C to stop. Data is kept in .local/ (npm start -- --reset wipes it).
`);

async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await platform.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
