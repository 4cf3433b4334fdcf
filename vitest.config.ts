import { configDefaults, defineConfig } from 'vitest/config';

// Test projects split by where a test can run (CONTRIBUTING.md): `unit` anywhere, with no services;
// `integration` against the running local platform, which tests/run.ts starts and describes
// through PLATFORM_ORIGIN and DATABASE_URL.
const SYNC_NODES_TEST = 'tests/integration/sync-nodes.test.ts';

export default defineConfig({
  // The path aliases (@core/…, @web/…) from tsconfig.json; every project extends this root config.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'functions/**/*.test.ts',
            'local/**/*.test.ts',
            'integrations/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'web/build/*.test.ts',
            'tests/bench/**/*.test.ts',
            'tests/*.test.ts',
          ],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        extends: true,
        // Offline synth of the SST stacks (NODE_ENV=test makes SST skip its AWS-only steps).
        test: {
          name: 'infra',
          include: ['stacks/**/*.test.ts'],
          environment: 'node',
          env: { NODE_ENV: 'test', TZ: 'UTC' },
          pool: 'forks',
          fileParallelism: false,
          // One process for every stage, so a stage reuses the Lambda bundles another built
          // (stacks/test-support/synth-stage.ts).
          isolate: false,
          testTimeout: 60_000,
          // A stage's synthesis, which builds every bundle when it is the first: about a minute on a
          // quiet 2-core machine, given room for a busy one.
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SYNC_NODES_TEST],
          environment: 'node',
          env: { TZ: 'UTC' },
          pool: 'forks',
          // Each file signs up studios of its own, so files run side by side; and a worker keeps
          // what it imported for its next file (the handlers, the platform's modules, the SDKs).
          maxWorkers: 3,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        // Kills and stops sync nodes of the platform every other file syncs through: run alone,
        // after them, as a deploy is not run beside a test of what it does.
        test: {
          name: 'sync-nodes',
          include: [SYNC_NODES_TEST],
          environment: 'node',
          env: { TZ: 'UTC' },
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
