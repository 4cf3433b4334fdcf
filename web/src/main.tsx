import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/app-error-boundary';
import { AuthProvider } from './app/providers/auth-provider';
import { ThemeProvider } from './app/providers/theme-provider';
import { createAppRouter } from './app/router';
import { Toaster } from './components/ui/toaster';
import './index.css';
import './lib/i18n';
import { initSentry } from './lib/sentry';

initSentry();

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');

const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <ThemeProvider>
        <AuthProvider>
          <RouterProvider router={router} />
          <Toaster />
        </AuthProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
