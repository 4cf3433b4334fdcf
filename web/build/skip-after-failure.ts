// Vite closes a bundle even when its build failed, without saying so (in Vite 8 closeBundle gets no
// error), and a closeBundle that works on the output (the service worker's, the landing pages')
// then fails for want of it: its error is thrown over the build's, hiding what went wrong. The
// plugins given here skip their closeBundle after a failed build, so the build's own error shows.
import type { Plugin } from 'vite';

type CloseBundle = NonNullable<Plugin['closeBundle']>;

export function skipAfterFailure(...given: (Plugin | Plugin[])[]): Plugin[] {
  let failed = false;
  const watch: Plugin = {
    name: 'skip-after-failure',
    apply: 'build',
    buildStart() {
      failed = false;
    },
    buildEnd(error) {
      if (error) failed = true;
    },
    renderError() {
      failed = true;
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
