// Test and bench runs build the SPA into a directory of their own: two runs at once (a bench
// beside `npm test`, say) must never serve each other's half-written bundles from web/dist.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the SPA of `checkout` (this repository unless told) into `outDir` and returns it. */
export function buildSpa(outDir: string, checkout = root): string {
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--config', 'web/build/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: checkout, stdio: 'inherit' },
  );
  return outDir;
}
