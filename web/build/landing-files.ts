// A build of the app carries the landing page drawn in every language (functions/site-html/draw-landing.ts),
// written once the bundle is out, since the page is drawn from the built site.html. It runs under
// tsx, which reads the path aliases and the components' TSX that this config's loader does not.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function landingFiles(): Plugin {
  let outDir = '';
  return {
    name: 'landing-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const tsx = createRequire(import.meta.url).resolve('tsx/cli');
      execFileSync(process.execPath, [tsx, path.join(repoRoot, 'functions/site-html/draw-landing.ts'), outDir], {
        cwd: repoRoot,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    },
  };
}
