import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '../app/app-error-boundary';
import { ThemeProvider } from '../app/providers/theme-provider';
import { createAppRouter } from '../app/router';
import '../index.css';
import { i18nReady } from '../lib/i18n';
import { initSentry } from '../lib/sentry';

initSentry();

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');

// Route modules, the session, the first screen's rows and the synced store start loading now;
// the first render waits for the common translations, so it never suspends (React would then
// hold its fallback for up to 300 ms).
const router = createAppRouter();
if (window.location.pathname.startsWith('/app')) {
  void import('../app/warm-up').then(({ warmUpBackoffice }) => warmUpBackoffice(new URL(window.location.href)));
}
await i18nReady.catch(() => undefined);

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
