import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe('npm test -- --only', () => {
  // Starting tests/run.ts loads the local platform's modules: seconds on a busy two-core machine.
  it('refuses a stage name it does not know instead of passing without running a test', { timeout: 30_000 }, () => {
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['tests/run.ts', '--only', 'units'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Unknown stage 'units' for --only: choose one of unit, infra, integration, e2e.");
  });
});
