// `npm run seed`: seeds the studio running under `npm start` (same PORT) without restarting it.
//   npm run seed              the demo studio (demo@studio.test), if it is not there yet
//   npm run seed -- --large   the large studio (large@studio.test): 10,000 customers,
//                             50,000 sessions, 80,000 payments
// Users are created the way the local auth server creates them, in its own tables.
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { createMailbox } from '../mail/mailbox';
import { createLocalAuth, PHOTO_BUCKET, portsOf } from '../platform';
import { LOCAL_S3_CREDENTIALS } from '../s3';
import { DEMO_USER } from './demo-data';
import { seedDemo } from './seed-demo';
import { LARGE_COUNTS, LARGE_USER, seedLarge } from './seed-large';

const { values: flags } = parseArgs({ options: { large: { type: 'boolean', default: false } } });
const port = Number(process.env.PORT ?? 3000);
const ports = portsOf(port);
const dataDir = path.resolve(import.meta.dirname, '../../.local');
const sql = postgres(`postgres://postgres:postgres@127.0.0.1:${ports.postgres}/postgres`, {
  onnotice: () => {},
  max: 4,
});

try {
  await sql`select 1`;
} catch {
  console.error(`No studio is running on port ${port}: start it with \`npm start\` first (or set PORT).`);
  process.exit(1);
}

try {
  const origin = `http://localhost:${port}`;
  const auth = await createLocalAuth(sql, origin, dataDir, await createMailbox(sql));
  const started = Date.now();
  if (flags.large) {
    const { seeded } = await seedLarge({ sql, createUser: auth.createUser });
    const what = `${LARGE_COUNTS.customers} customers, ${LARGE_COUNTS.sessions} sessions, ${LARGE_COUNTS.payments} payments`;
    console.log(
      seeded
        ? `Seeded the large studio (${what}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`
        : 'The large studio is already seeded.',
    );
    console.log(`Sign in as ${LARGE_USER.email} / ${LARGE_USER.password}`);
  } else {
    // The demo's photos go to the platform's photo bucket, as `npm start` does.
    Object.assign(process.env, {
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      PHOTO_BUCKET,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
    });
    const { seeded } = await seedDemo({ sql, createUser: auth.createUser, bucket: PHOTO_BUCKET });
    console.log(seeded ? 'Seeded the demo studio.' : 'The demo studio is already seeded.');
    console.log(`Sign in as ${DEMO_USER.email} / ${DEMO_USER.password}`);
  }
} finally {
  await sql.end();
}
