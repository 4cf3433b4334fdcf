// Keeps the back office out of what a public page downloads. A client opening a gallery link,
// or a visitor on the landing page, runs the entry and the route module of that page, with
// everything they import statically; none of it may be back-office code, the sync client, the
// sign-in client, or a form or validation library the public pages do not use. One stray import
// (a helper from a back-office feature, a domain module with full zod schemas) would pull it all
// back in, so every build checks the graph and fails on a leak.
import type { Plugin } from 'vite';

/**
 * The route modules a visitor who is not signed in opens (src/app/router.tsx): the public
 * features (each named `public-…`), the landing page, and the frame they share.
 */
const PUBLIC_ROUTE_MODULES = /\/web\/src\/(features\/(public-[^/]+|landing)|components\/public)\/[^/]+\.tsx$/;

/**
 * The pages a studio's server draws (site.html): their entry and what takes a page over (each
 * named `…-hydrate`), pages of their own beside the SPA's.
 */
const SITE_MODULES = /\/web\/src\/entries\/(site-main|[a-z-]+-hydrate)\.tsx$/;

/** What only the back office or the sign-in pages may load. */
const BACK_OFFICE_ONLY: readonly RegExp[] = [
  /\/web\/src\/features\/(?!public-[^/]+\/|landing\/)/,
  /\/web\/src\/app\/(providers\/(auth|account|sync|studio-format)-provider|backoffice-route|auth-route|require-auth|warm-up|offline-screens)/,
  /\/web\/src\/lib\/(sync-client|supabase|auth-client|first-rows|screen-snapshot|form-drafts|waiting-writes|app-worker|app-update)\b/,
  /\/node_modules\/(@rocicorp\/|@supabase\/|sonner\/|react-hook-form\/|@hookform\/|@uppy\/|@dnd-kit\/|@sentry\/|posthog-js\/)/,
  // The back office's calendar and the Temporal polyfill it runs on.
  /\/node_modules\/(@fullcalendar\/|@full-ui\/|temporal-polyfill\/)/,
  // Full zod: the public pages check answers with zod/mini.
  /\/node_modules\/zod\/v4\/classic\//,
];

/** The parts of a built chunk this check reads (Rollup's and Rolldown's output chunks have them). */
export type BuiltChunk = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
};

export type Leak = { page: string; module: string };

/** Back-office modules a public page would load before it is interactive: none, in a good build. */
export function backOfficeModulesOnPublicPages(chunks: readonly BuiltChunk[]): Leak[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isSitePage = (chunk: BuiltChunk) => !!chunk.facadeModuleId && SITE_MODULES.test(chunk.facadeModuleId);
  const spaEntries = chunks.filter((chunk) => chunk.isEntry && !isSitePage(chunk));
  const routes = chunks.filter((chunk) => chunk.facadeModuleId && PUBLIC_ROUTE_MODULES.test(chunk.facadeModuleId));
  const pages = [...routes.map((route) => [...spaEntries, route]), ...chunks.filter(isSitePage).map((page) => [page])];
  const leaks: Leak[] = [];
  for (const start of pages) {
    const page = start.at(-1);
    if (!page) continue;
    for (const path of modulesLoadedBy(byFile, start)) {
      if (BACK_OFFICE_ONLY.some((pattern) => pattern.test(path))) {
        leaks.push({ page: page.facadeModuleId ?? page.fileName, module: path });
      }
    }
  }
  return leaks;
}

/** The modules (with `/` paths) of the given chunks and of every chunk they import statically. */
export function modulesLoadedBy(byFile: ReadonlyMap<string, BuiltChunk>, start: readonly BuiltChunk[]): string[] {
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || loaded.has(fileName)) return;
    loaded.add(fileName);
    chunk.imports.forEach(visit);
  };
  start.forEach((chunk) => visit(chunk.fileName));
  return [...loaded].flatMap((fileName) =>
    (byFile.get(fileName)?.moduleIds ?? []).map((module) => module.replaceAll('\\', '/')),
  );
}

/** Fails the build when a public page would load back-office code. */
export function publicBundleCheck(): Plugin {
  return {
    name: 'public-bundle-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const leaks = backOfficeModulesOnPublicPages(chunks);
      if (leaks.length === 0) return;
      const pagesByModule = Map.groupBy(leaks, ({ module }) => module);
      const lines = [...pagesByModule].map(
        ([module, on]) => `  ${module} (by ${on.map(({ page }) => page).join(', ')})`,
      );
      this.error(`Public pages would download back-office code:\n${lines.join('\n')}`);
    },
  };
}
