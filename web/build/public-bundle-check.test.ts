import { describe, expect, it } from 'vitest';
import { builtChunk as chunk } from './built-chunks';
import { backOfficeModulesOnPublicPages } from './public-bundle-check';

const root = '/repo/web/src';

const entry = chunk('index.js', [`${root}/entries/main.tsx`, '/repo/node_modules/react-dom/client.js'], {
  isEntry: true,
  imports: ['react.js'],
});
const react = chunk('react.js', ['/repo/node_modules/react/index.js']);
const gallery = (imports: string[]) =>
  chunk('public-gallery-page.js', [`${root}/features/public-gallery/public-gallery-page.tsx`], {
    facadeModuleId: `${root}/features/public-gallery/public-gallery-page.tsx`,
    imports,
  });

describe('backOfficeModulesOnPublicPages', () => {
  it('finds nothing in a public page that loads only the entry and its own code', () => {
    expect(backOfficeModulesOnPublicPages([entry, react, gallery(['react.js'])])).toEqual([]);
  });

  it('reports the sync client reached through a chunk a public page imports', () => {
    const shared = chunk('shared.js', [`${root}/lib/utils.ts`, '/repo/node_modules/@rocicorp/zero/out/zero.js']);
    const leaks = backOfficeModulesOnPublicPages([entry, react, shared, gallery(['shared.js'])]);
    expect(leaks).toEqual([
      {
        page: `${root}/features/public-gallery/public-gallery-page.tsx`,
        module: '/repo/node_modules/@rocicorp/zero/out/zero.js',
      },
    ]);
  });

  it('reports what the entry loads statically, on every public page', () => {
    const leakyEntry = { ...entry, moduleIds: [...entry.moduleIds, `${root}/lib/supabase.ts`] };
    const landing = chunk('landing-page.js', [`${root}/features/landing/landing-page.tsx`], {
      facadeModuleId: `${root}/features/landing/landing-page.tsx`,
    });
    const leaks = backOfficeModulesOnPublicPages([leakyEntry, react, gallery([]), landing]);
    expect(leaks.map(({ page }) => page.split('/').pop())).toEqual(['public-gallery-page.tsx', 'landing-page.tsx']);
    expect(new Set(leaks.map(({ module }) => module))).toEqual(new Set([`${root}/lib/supabase.ts`]));
  });

  it('reports a back-office feature module and full zod, but not zod/mini', () => {
    const shared = chunk('shared.js', [
      `${root}/features/galleries/gallery-form.tsx`,
      '/repo/node_modules/zod/v4/classic/schemas.js',
      '/repo/node_modules/zod/v4/mini/schemas.js',
      '/repo/node_modules/zod/v4/core/schemas.js',
    ]);
    const leaks = backOfficeModulesOnPublicPages([entry, react, shared, gallery(['shared.js'])]);
    expect(leaks.map(({ module }) => module)).toEqual([
      `${root}/features/galleries/gallery-form.tsx`,
      '/repo/node_modules/zod/v4/classic/schemas.js',
    ]);
  });

  it('reports the back office’s calendar and the Temporal polyfill under it', () => {
    const shared = chunk('shared.js', [
      '/repo/node_modules/@fullcalendar/react/index.js',
      '/repo/node_modules/temporal-polyfill/index.js',
    ]);
    const leaks = backOfficeModulesOnPublicPages([entry, react, shared, gallery(['shared.js'])]);
    expect(leaks.map(({ module }) => module)).toEqual([
      '/repo/node_modules/@fullcalendar/react/index.js',
      '/repo/node_modules/temporal-polyfill/index.js',
    ]);
  });

  it('leaves out what a public page loads only on demand, and the back office’s own pages', () => {
    // A dynamic import is not in `imports`: the sign-out wipe loads the sync client only then.
    const sync = chunk('sync-client.js', [
      `${root}/lib/sync-client.ts`,
      '/repo/node_modules/@rocicorp/zero/out/zero.js',
    ]);
    const customers = chunk('clients-page.js', [`${root}/features/clients/clients-page.tsx`], {
      facadeModuleId: `${root}/features/clients/clients-page.tsx`,
      imports: ['sync-client.js'],
    });
    expect(backOfficeModulesOnPublicPages([entry, react, sync, customers, gallery(['react.js'])])).toEqual([]);
  });

  it('checks the studio site’s pages on their own: their entry, and what takes a page over', () => {
    const siteEntry = chunk('site.js', [`${root}/entries/site-main.tsx`], {
      isEntry: true,
      facadeModuleId: `${root}/entries/site-main.tsx`,
    });
    const hydrate = chunk('site-hydrate.js', [`${root}/entries/site-hydrate.tsx`, `${root}/lib/supabase.ts`], {
      facadeModuleId: `${root}/entries/site-hydrate.tsx`,
      imports: ['react.js'],
    });
    const leaks = backOfficeModulesOnPublicPages([entry, react, siteEntry, hydrate, gallery([])]);
    expect(leaks).toEqual([{ page: `${root}/entries/site-hydrate.tsx`, module: `${root}/lib/supabase.ts` }]);
    // The site's entry is no part of the SPA's pages: a back-office module there is the site's alone.
    const leakySite = { ...siteEntry, moduleIds: [...siteEntry.moduleIds, `${root}/lib/sync-client.ts`] };
    expect(backOfficeModulesOnPublicPages([entry, react, leakySite, gallery([])]).map(({ page }) => page)).toEqual([
      `${root}/entries/site-main.tsx`,
    ]);
  });

  it('checks every page that takes over what the site’s server drew, a client’s contract too', () => {
    const pages = ['document', 'questionnaire', 'contract'].map((name) =>
      chunk(
        `${name}-hydrate.js`,
        [`${root}/entries/${name}-hydrate.tsx`, '/repo/node_modules/zod/v4/classic/schemas.js'],
        {
          facadeModuleId: `${root}/entries/${name}-hydrate.tsx`,
        },
      ),
    );
    expect(backOfficeModulesOnPublicPages([entry, react, ...pages]).map(({ page }) => page)).toEqual([
      `${root}/entries/document-hydrate.tsx`,
      `${root}/entries/questionnaire-hydrate.tsx`,
      `${root}/entries/contract-hydrate.tsx`,
    ]);
  });
});
