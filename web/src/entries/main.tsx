import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '../app/app-error-boundary';
import { ThemeProvider } from '../app/providers/theme-provider';
import { firstScreenLoaded, SPINNER_AFTER_MS } from '../app/first-screen-loaded';
import { createAppRouter } from '../app/router';
import '../index.css';
import { i18nReady } from '../lib/i18n';
import { initSentry } from '../lib/sentry';

initSentry();

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');

// Route modules, the session, the first screen's rows and the synced store start loading now.
// The warm-up is asked for first: its few modules then run before the screens' larger ones, and
// the first rows' request goes out before the first render takes the main thread.
if (window.location.pathname.startsWith('/app')) {
  void import('../app/warm-up').then(({ warmUpBackoffice }) => warmUpBackoffice(new URL(window.location.href)));
}
const router = createAppRouter();
// The first render waits for the common translations, so it never suspends (React would then
// hold its fallback for up to 300 ms).
await i18nReady.catch(() => undefined);
// And, for a moment, for the screen's own code, usually on the device already: the screen is then
// the first render, drawn in one pass, instead of a spinner that flashes and a screen React draws
// in slices as a transition between other tasks.
await firstScreenLoaded(router, SPINNER_AFTER_MS);

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
