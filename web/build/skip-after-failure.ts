// Vite closes a bundle even when its build failed, without saying so (in Vite 8 closeBundle gets no
// error), and a closeBundle that works on the output (the service worker's, the landing pages')
// then fails for want of it: its error is thrown over the build's, hiding what went wrong. The
// plugins given here close their bundle only once the output was written, so the build's own error
// shows. A failed check in generateBundle (public-bundle-check.ts) reaches neither buildEnd nor
// renderError, so the written output is what tells a build that worked.
import type { Plugin } from 'vite';

type CloseBundle = NonNullable<Plugin['closeBundle']>;

export function skipAfterFailure(...given: (Plugin | Plugin[])[]): Plugin[] {
  let failed = true;
  const watch: Plugin = {
    name: 'skip-after-failure',
    apply: 'build',
    buildStart() {
      failed = true;
    },
    writeBundle() {
      failed = false;
    },
  };
  const unlessFailed = (hook: CloseBundle): CloseBundle => {
    const handler = typeof hook === 'function' ? hook : hook.handler;
    const guarded: typeof handler = function (this, ...args) {
      return failed ? undefined : handler.apply(this, args);
    };
    return typeof hook === 'function' ? guarded : { ...hook, handler: guarded };
  };
  return [
    watch,
    ...given
      .flat()
      .map((plugin) => (plugin.closeBundle ? { ...plugin, closeBundle: unlessFailed(plugin.closeBundle) } : plugin)),
  ];
}
