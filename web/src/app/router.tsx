import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { readSiteMode } from '../lib/site-mode';
import { RootHydrateFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Route modules load on first visit: a client opening a gallery never downloads the back office.
const landing = async () => ({ Component: (await import('../features/landing/landing-page')).LandingPage });
const login = async () => ({ Component: (await import('../features/auth/login-page')).LoginPage });
const resetPassword = async () => ({
  Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
});
const publicLayout = async () => ({ Component: (await import('../features/public/public-layout')).PublicLayout });
const publicPage = async () => ({ Component: (await import('../features/public/public-page')).PublicPage });
const publicGallery = async () => ({
  Component: (await import('../features/public/public-gallery-page')).PublicGalleryPage,
});
const invite = async () => ({ Component: (await import('../features/public/invite-page')).InvitePage });
const backoffice = async () => ({ Component: (await import('./backoffice-route')).BackofficeRoute });
const home = async () => ({ Component: (await import('../features/home/home-page')).HomePage });
const galleries = async () => ({ Component: (await import('../features/galleries/galleries-page')).GalleriesPage });
const newGallery = async () => ({
  Component: (await import('../features/galleries/new-gallery-page')).NewGalleryPage,
});
const gallery = async () => ({ Component: (await import('../features/galleries/gallery-page')).GalleryPage });
const scheduling = async () => ({
  Component: (await import('../features/scheduling/scheduling-page')).SchedulingPage,
});
const clients = async () => ({ Component: (await import('../features/clients/clients-page')).ClientsPage });
const settings = async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage });
const unauthorized = async () => ({
  Component: (await import('../features/backoffice/unauthorized-page')).UnauthorizedPage,
});

/** A photographer's public pages: custom pages and galleries, by invite or public link. */
function publicChildren(extra: RouteObject[] = []): RouteObject[] {
  return [
    { index: true, lazy: publicPage },
    { path: 'invite/:galleryId', lazy: invite },
    { path: 'gallery/:galleryId', lazy: publicGallery },
    ...extra,
  ];
}

/** The route table of the product spec, section 2. */
export function createRoutes(): RouteObject[] {
  const { publicSite } = readSiteMode();

  // `/` is the product's landing page, or the photographer's site when the server says so.
  // /login is a full page in both cases (its own header and switchers), not framed by the site.
  const rootRoutes: RouteObject[] = [
    publicSite ? { lazy: publicLayout, children: publicChildren() } : { index: true, lazy: landing },
    { path: 'login', lazy: login },
  ];

  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RouteError,
      children: [
        ...rootRoutes,
        // Declared before /p/:photographerSlug, whose gallery child has the same shape: this one wins.
        {
          path: 'p/:accountSlug/gallery/:galleryId',
          lazy: publicLayout,
          children: [{ index: true, lazy: publicGallery }],
        },
        {
          path: 'p/:photographerSlug',
          lazy: publicLayout,
          children: publicChildren([{ path: '*', lazy: publicPage }]),
        },
        { path: 'reset-password', lazy: resetPassword },
        {
          path: 'app',
          ErrorBoundary: RouteError,
          children: [
            {
              lazy: backoffice,
              children: [
                { index: true, lazy: home },
                { path: 'galleries', lazy: galleries },
                { path: 'galleries/new', lazy: newGallery },
                { path: 'galleries/:galleryId', lazy: gallery },
                { path: 'galleries/:galleryId/edit', lazy: gallery },
                { path: 'scheduling', lazy: scheduling },
                {
                  // One screen; the sub-route only picks its tab (and renders nothing itself).
                  path: 'clients',
                  lazy: clients,
                  children: [
                    { index: true, element: null },
                    { path: 'dashboard', element: null },
                    { path: 'customers', element: null },
                    { path: 'customers/:customerId', element: null },
                    { path: 'sessions', element: null },
                  ],
                },
                { path: 'settings', lazy: settings },
                { path: '*', element: <NotFound homeHref="/app" /> },
              ],
            },
            { path: 'unauthorized', lazy: unauthorized },
            { path: 'auth', lazy: login },
          ],
        },
        { path: '*', Component: NotFound },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
