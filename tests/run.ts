// `npm test`: every test, in the order that fails fastest.
//   1. typecheck, lint and formatting (Prettier, as `npm run format` writes it)
//   2. unit tests (no services), then the offline synth of the deployment stacks
//   3. start the local platform on a fresh data directory (with the SPA built into it), then run the
//      integration tests and the browser end-to-end tests against it
// `--only unit|infra|integration|e2e` runs one stage (the platform still starts for the last two).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { authKeyFile, PHOTO_BUCKET, portsOf, startPlatform, type Platform } from '../local/platform';
import { seedDemo } from '../local/seed/seed-demo';
import type { WebMode } from '../local/web';
import { buildSpa } from './support/build-spa';
import { ensureChromium } from './support/ensure-chromium';

// Any further arguments filter the test files of the chosen stage (vitest and Playwright alike).
const { values, positionals: filters } = parseArgs({ options: { only: { type: 'string' } }, allowPositionals: true });
const only = values.only;
const stages = ['unit', 'infra', 'integration', 'e2e'];
// A misspelt stage would otherwise run nothing and pass.
if (only !== undefined && !stages.includes(only)) {
  console.error(`Unknown stage '${only}' for --only: choose one of ${stages.join(', ')}.`);
  process.exit(2);
}
const wants = (stage: string) => only === undefined || only === stage;
const port = Number(process.env.TEST_PORT ?? 3100);

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

const bin = (name: string) => path.resolve(import.meta.dirname, '../node_modules/.bin', name);

async function main() {
  if (only === undefined) {
    await run(bin('tsc'), ['-p', '.']);
    await run(bin('eslint'), ['.', '--max-warnings=0']);
    await run(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
  }
  if (wants('unit')) await run(bin('vitest'), ['run', '--project', 'unit']);
  if (wants('infra')) await run(bin('vitest'), ['run', '--project', 'infra'], { NODE_ENV: 'test' });
  if (!wants('integration') && !wants('e2e')) return;

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-test-'));
  let platform: Platform | undefined;
  try {
    let web: WebMode = 'none';
    if (wants('e2e')) {
      ensureChromium();
      console.log('\n▶ vite build');
      web = { dist: buildSpa(path.join(dataDir, 'web')) };
    }
    platform = await startPlatform({
      port,
      dataDir,
      web,
      testControls: true,
      // A request the platform itself failed (a 500 of its own, as when zero-cache would not
      // restart) says why in the run's output.
      log: (source, line) => source === 'platform' && console.error(`[platform] ${line}`),
    });
    await seedDemo({ sql: platform.sql, createUser: platform.auth.createUser, bucket: PHOTO_BUCKET });
    const env = {
      PLATFORM_ORIGIN: platform.origin,
      BASE_URL: platform.origin,
      DATABASE_URL: platform.databaseUrl,
      ZERO_URL: `http://127.0.0.1:${portsOf(port).zero}`,
      // Lets tests mint tokens the real server would sign (e.g. an expired one).
      AUTH_KEY_FILE: authKeyFile(dataDir),
      // The built SPA the platform serves, for the test that publishes a new version of it.
      ...(typeof web === 'object' ? { WEB_DIST: web.dist } : {}),
    };
    if (wants('integration')) await run(bin('vitest'), ['run', '--project', 'integration', ...filters], env);
    if (wants('e2e')) await run(bin('playwright'), ['test', ...filters], env);
  } finally {
    await platform?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
