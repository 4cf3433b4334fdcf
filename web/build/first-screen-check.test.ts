import { describe, expect, it } from 'vitest';
import { otherScreensOnHome, uploaderOnGalleryScreen } from './first-screen-check';
import { builtChunk as chunk } from './built-chunks';

const root = '/repo/web/src';
const route = (fileName: string, module: string, imports: string[] = []) =>
  chunk(fileName, [module], { facadeModuleId: module, imports });

const entry = chunk('index.js', [`${root}/entries/main.tsx`], {
  isEntry: true,
  facadeModuleId: '/repo/web/index.html',
  imports: ['react.js'],
});
const react = chunk('react.js', ['/repo/node_modules/react/index.js']);
const authRoute = route('auth-route.js', `${root}/app/auth-route.tsx`);
const frame = (imports: string[] = []) => route('backoffice-route.js', `${root}/app/backoffice-route.tsx`, imports);
const home = (imports: string[] = []) => route('home-page.js', `${root}/features/home/home-page.tsx`, imports);

describe('otherScreensOnHome', () => {
  it('passes Home with the frame, the kit screens share, and its own code', () => {
    const kit = chunk('kit.js', [
      `${root}/features/backoffice/app-layout.tsx`,
      `${root}/features/bookings/task-list.tsx`,
      `${root}/features/home/tasks-card.tsx`,
    ]);
    expect(otherScreensOnHome([entry, react, authRoute, frame(['kit.js']), home(['kit.js']), kit])).toEqual([]);
  });

  it('reports another screen’s module, reached through a chunk the frame imports', () => {
    const shared = chunk('shared.js', [`${root}/lib/utils.ts`, `${root}/features/clients/list-args.ts`]);
    expect(otherScreensOnHome([entry, react, authRoute, frame(['shared.js']), home(), shared])).toEqual([
      `${root}/features/clients/list-args.ts`,
    ]);
  });

  it('reports a form library or the calendar on Home, each module once', () => {
    const forms = chunk('forms.js', [
      '/repo/node_modules/react-hook-form/dist/index.esm.mjs',
      '/repo/node_modules/@fullcalendar/core/index.js',
    ]);
    const strays = otherScreensOnHome([entry, react, authRoute, frame(['forms.js']), home(['forms.js']), forms]);
    expect(strays).toEqual([
      '/repo/node_modules/react-hook-form/dist/index.esm.mjs',
      '/repo/node_modules/@fullcalendar/core/index.js',
    ]);
  });

  it('reports supabase-js on Home, which starts on the stored auth session', () => {
    const auth = chunk('supabase.js', ['/repo/node_modules/@supabase/auth-js/dist/module/GoTrueClient.js']);
    expect(otherScreensOnHome([entry, react, authRoute, frame(['supabase.js']), home(), auth])).toEqual([
      '/repo/node_modules/@supabase/auth-js/dist/module/GoTrueClient.js',
    ]);
  });

  it('leaves out what loads on demand: a dialog’s form, another screen opened later', () => {
    // A dynamic import is not in `imports`.
    const dialog = chunk('task-form-dialog.js', ['/repo/node_modules/react-hook-form/dist/index.esm.mjs']);
    const customers = route('clients-page.js', `${root}/features/clients/clients-page.tsx`);
    expect(otherScreensOnHome([entry, react, authRoute, frame(), home(), dialog, customers])).toEqual([]);
  });

  it('fails when a route module on the way to Home is not found, rather than checking less', () => {
    expect(() => otherScreensOnHome([entry, react, authRoute, frame()])).toThrow(/home-page/);
  });
});

describe('uploaderOnGalleryScreen', () => {
  const gallery = (imports: string[] = []) =>
    route('gallery-page.js', `${root}/features/galleries/gallery-page.tsx`, imports);
  const uppy = chunk('uploads.js', [
    `${root}/features/galleries/upload/gallery-uploads.ts`,
    '/repo/node_modules/@uppy/core/lib/Uppy.js',
    '/repo/node_modules/p-queue/dist/index.js',
  ]);

  it('passes a gallery whose uploader loads when files are chosen', () => {
    // A dynamic import is not in `imports`.
    expect(uploaderOnGalleryScreen([entry, react, authRoute, frame(), gallery(), uppy])).toEqual([]);
  });

  it('reports the uploader loaded with the screen', () => {
    expect(uploaderOnGalleryScreen([entry, react, authRoute, frame(), gallery(['uploads.js']), uppy])).toEqual([
      '/repo/node_modules/@uppy/core/lib/Uppy.js',
      '/repo/node_modules/p-queue/dist/index.js',
    ]);
  });

  it('reports the upload panel loaded with the screen', () => {
    const panel = chunk('panel.js', [`${root}/features/galleries/upload/upload-panel.tsx`]);
    expect(uploaderOnGalleryScreen([entry, react, authRoute, frame(), gallery(['panel.js']), panel])).toEqual([
      `${root}/features/galleries/upload/upload-panel.tsx`,
    ]);
  });
});
