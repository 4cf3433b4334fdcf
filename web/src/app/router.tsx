import type { Namespace } from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirectDocument, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { withWords } from '../lib/with-words';
import { readSiteMode } from '../lib/site-mode';
import { RootHydrateFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RoleHandle } from './route-role';
import { withGalleryShop } from './with-gallery-shop';

type RouteModule = { Component: ComponentType };

/**
 * Route modules load on first visit (a client opening a gallery never downloads the back
 * office), together with the translation namespaces the screen reads: fetched side by side,
 * and ready before the screen first renders. A screen that suspended for its translations
 * instead would show a spinner, and React holds a revealed Suspense fallback for up to 300 ms.
 */
function screen(load: () => Promise<ComponentType>, namespaces: Namespace = []): () => Promise<RouteModule> {
  return async () => {
    const Component = await withWords(load, namespaces);
    return { Component };
  };
}

const login = screen(async () => (await import('../features/auth/login-page')).LoginPage, ['auth', 'validation']);
const join = screen(async () => (await import('../features/auth/join-page')).JoinPage, ['auth']);
const resetPassword = screen(
  async () => (await import('../features/auth/reset-password-page')).ResetPasswordPage,
  ['auth', 'validation'],
);
const publicLayout = screen(async () => (await import('../components/public/public-layout')).PublicLayout, ['public']);
/** No studio at this address: the studio's own pages are drawn by its server (functions/site-html/). */
const publicNotFound = screen(async () => (await import('../components/public/public-notice')).UnknownStudioPage);
const publicGallery = screen(async () =>
  withGalleryShop((await import('../features/public-gallery/public-gallery-page')).PublicGalleryPage),
);
/**
 * A public gallery's data starts loading with the page's code, not after its first render: the
 * cover photo, the page's largest paint, can only be asked for once the data names it.
 */
const publicGalleryData: Pick<RouteObject, 'loader' | 'shouldRevalidate'> = {
  loader: ({ params }) => ({
    gallery: import('../features/public-gallery/public-gallery-load').then(({ loadPublicGallery }) =>
      loadPublicGallery(params),
    ),
  }),
  // Opening a photo (?photo=) changes the address, not the gallery.
  shouldRevalidate: ({ currentParams, nextParams }) => currentParams.galleryId !== nextParams.galleryId,
};
const invite = screen(async () => (await import('../features/public-gallery/invite-page')).InvitePage);
const download = screen(async () => (await import('../features/public-gallery/download-page')).DownloadPage);
const manageBooking = screen(
  async () => (await import('../features/public-booking/manage-booking-page')).ManageBookingPage,
);
const authRoute = screen(async () => (await import('./auth-route')).AuthRoute);
/** `backoffice`: what its frame and several screens say (a gallery's status, what clients owe). */
const backoffice = screen(async () => (await import('./backoffice-route')).BackofficeRoute, ['backoffice']);
const home = screen(async () => (await import('../features/home/home-page')).HomePage, ['home', 'tasks']);
/** `sales`: a gallery's Orders tab. */
const galleryNamespaces: Namespace = ['galleries', 'upload', 'validation', 'sales'];
const galleries = screen(
  async () => (await import('../features/galleries/galleries-page')).GalleriesPage,
  galleryNamespaces,
);
const newGallery = screen(
  async () => (await import('../features/galleries/new-gallery-page')).NewGalleryPage,
  galleryNamespaces,
);
const gallery = screen(async () => (await import('../features/galleries/gallery-page')).GalleryPage, galleryNamespaces);
const scheduling = screen(
  async () => (await import('../features/scheduling/scheduling-page')).SchedulingPage,
  ['scheduling', 'schedulePlans', 'sessions'],
);
const clients = screen(async () => (await import('../features/clients/clients-page')).ClientsPage, ['clients']);
const settingsNamespaces: Namespace = [
  'settings',
  'locations',
  'sessionTypes',
  'payments',
  'sessions',
  'validation',
  'public',
  'upload',
  'usage',
  'contracts',
  'contractDocument',
  'questionnaireAdmin',
  'mailTemplates',
  'workflows',
  'shopSetup',
];
const settings = screen(
  async () => (await import('../features/settings/settings-page')).SettingsPage,
  settingsNamespaces,
);
const usage = screen(async () => (await import('../features/settings/usage-page')).UsagePage, ['usage', 'validation']);
const setup = screen(async () => (await import('../features/settings/setup-page')).SetupPage, settingsNamespaces);
const websiteNamespaces: Namespace = ['website', 'validation', 'public', 'reviews'];
const website = screen(async () => (await import('../features/website/website-page')).WebsitePage, websiteNamespaces);
const sitePageEditor = screen(
  async () => (await import('../features/website/page-editor-page')).PageEditorPage,
  websiteNamespaces,
);
/** The quotes and invoices screens, and the customer picker their "New" dialogs open. */
const documentNamespaces: Namespace = ['documents', 'sessions', 'validation'];
const documents = screen(
  async () => (await import('../features/documents/documents-page')).DocumentsPage,
  documentNamespaces,
);
const quote = screen(async () => (await import('../features/documents/quote-page')).QuotePage, documentNamespaces);
const invoiceEditor = screen(
  async () => (await import('../features/documents/invoice-editor-page')).InvoiceEditorPage,
  documentNamespaces,
);
/** An issued invoice and what followed it: its payments (the payment words and methods) and mails. */
const invoice = screen(
  async () => (await import('../features/documents/invoice-screen/invoice-page')).InvoicePage,
  ['documents', 'payments', 'validation'],
);
/**
 * A contract and a template: the merge fields' names, the client link's words (documents), and
 * yes or no as a questionnaire's answers fill a draft's preview.
 */
const contractNamespaces: Namespace = ['contracts', 'contractFields', 'documents', 'questionnaires', 'validation'];
const contract = screen(
  async () => (await import('../features/contracts/contract-page')).ContractPage,
  contractNamespaces,
);
const contractTemplate = screen(
  async () => (await import('../features/contracts/template-editor-page')).TemplateEditorPage,
  contractNamespaces,
);
/** A questionnaire's builder: its preview draws the client's controls, in the client page's words. */
const questionnaireBuilder = screen(
  async () => (await import('../features/questionnaires/builder-page')).QuestionnaireBuilderPage,
  ['questionnaireAdmin', 'questionnaires', 'validation'],
);
/** A workflow's builder: each step in words, naming the studio's templates, questionnaires and members. */
const workflowBuilder = screen(
  async () => (await import('../features/workflows/builder-page')).WorkflowBuilderPage,
  ['workflows', 'tasks', 'validation'],
);
/** A mail template's editor: the merge fields' names are the contracts' and its own. */
const mailTemplate = screen(
  async () => (await import('../features/mail-templates/editor-page')).MailTemplateEditorPage,
  ['mailTemplates', 'contractFields', 'validation'],
);
/** Orders from the studio's galleries, their figures, and marking prints sent. */
const salesNamespaces: Namespace = ['sales', 'validation'];
const sales = screen(async () => (await import('../features/sales/sales-page')).SalesPage, salesNamespaces);
const order = screen(async () => (await import('../features/sales/order-page')).OrderPage, salesNamespaces);
/** Settings → Shop: the price lists and coupons, and one price list's items and zones. */
const shopNamespaces: Namespace = ['shopSetup', 'validation'];
const shop = screen(async () => (await import('../features/shop/shop-page')).ShopPage, shopNamespaces);
const priceList = screen(async () => (await import('../features/shop/price-list-page')).PriceListPage, shopNamespaces);
const account = screen(async () => (await import('../features/auth/account-page')).AccountPage, ['auth', 'validation']);
const unauthorized = screen(async () => (await import('../features/backoffice/unauthorized-page')).UnauthorizedPage);

/**
 * The studio's setup (its settings and website) is for managers and owners: `needs.manage` of
 * core/domain/roles.ts, spelt out because every public page loads this file and none may load
 * zod. BackofficeRoute sends anyone else to the unauthorized page.
 */
const managersOnly: { handle: RoleHandle } = { handle: { requiredRole: 'manager' } };
/** What the studio uses and costs, its card and invoices: `needs.own`, as the usage and billing routes ask. */
const ownersOnly: { handle: RoleHandle } = { handle: { requiredRole: 'owner' } };

/**
 * The paths under /app/clients, each naming a tab of the one clients screen, with the tab's code
 * (the screen loads it when shown: started here, beside the screen's) and the words it reads on
 * opening (its dialogs load their own).
 */
const clientTabs: [path: string | undefined, load: () => Promise<unknown>, namespaces: Namespace][] = [
  [undefined, () => import('../features/clients/dashboard-panel'), []],
  ['dashboard', () => import('../features/clients/dashboard-panel'), []],
  ['customers', () => import('../features/clients/customers-panel'), ['customers']],
  // A customer's page: their sessions, payments, documents, contracts and questionnaires.
  [
    'customers/:customerId',
    () => import('../features/clients/customer-page'),
    ['customers', 'sessions', 'payments', 'documents', 'contracts', 'questionnaireAdmin', 'questionnaires'],
  ],
  ['sessions', () => import('../features/clients/sessions-panel'), ['sessions']],
];
const clientTab = ([path, load, namespaces]: (typeof clientTabs)[number]): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  element: null,
  lazy: async () => {
    await withWords(load, namespaces);
    return {};
  },
});
/** The paths under /app/settings that bring one section of the settings screen into view. */
const settingsSectionPaths = ['payments', 'invoicing', 'contracts', 'questionnaires', 'mail-templates', 'workflows'];

/**
 * A photographer's public pages the app draws: galleries by invite or public link, and booking.
 * The site's own pages (home, custom pages, its galleries) are drawn by the server; the app
 * meets their addresses only when the server found no studio there.
 */
const publicChildren: RouteObject[] = [
  { index: true, lazy: publicNotFound },
  { path: 'invite/:galleryId', lazy: invite },
  { path: 'downloads/:downloadId', lazy: download },
  { path: 'gallery/:galleryId', lazy: publicGallery, ...publicGalleryData },
  { path: 'booking/:token', lazy: manageBooking },
  { path: '*', lazy: publicNotFound },
];

function notOnStudioDomain(): never {
  throw new Response(null, { status: 404 });
}

/** The app's route table: the public pages, sign-in, and the back office under /app. */
function createRoutes(): RouteObject[] {
  const { publicSite } = readSiteMode();

  // `/` is the product's landing page, or the photographer's site when the server says so. The
  // landing page is drawn ahead of time and served as a file (functions/site-html/landing-page.tsx):
  // a link to it from the app loads it as a document.
  // /login (below) is a full page in both cases, with its own header and switchers, not framed by the site.
  const rootRoutes: RouteObject[] = [
    publicSite
      ? // On the studio's own domain its pages are at /{path}, as under /p/{slug}/{path}.
        { lazy: publicLayout, children: publicChildren }
      : { index: true, loader: () => redirectDocument('/') },
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
          children: [{ index: true, lazy: publicGallery, ...publicGalleryData }],
        },
        {
          path: 'p/:photographerSlug',
          lazy: publicLayout,
          children: publicChildren,
        },
        {
          // Signing in and the back office: the only pages with supabase-js.
          lazy: authRoute,
          // Never on a studio's own domain, where the studio's script may run (its server redirects them).
          ...(publicSite ? { loader: notOnStudioDomain } : {}),
          children: [
            { path: 'login', lazy: login },
            { path: 'reset-password', lazy: resetPassword },
            // A team invitation's link: signed in or not, as the mail cannot know.
            { path: 'join', lazy: join },
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
                      children: clientTabs.map(clientTab),
                    },
                    { path: 'invoices', lazy: documents, ...managersOnly },
                    { path: 'invoices/:invoiceId', lazy: invoice, ...managersOnly },
                    { path: 'invoices/:invoiceId/edit', lazy: invoiceEditor, ...managersOnly },
                    { path: 'quotes/:quoteId', lazy: quote, ...managersOnly },
                    { path: 'sales', lazy: sales, ...managersOnly },
                    { path: 'sales/orders/:orderId', lazy: order, ...managersOnly },
                    { path: 'contracts/:contractId', lazy: contract, ...managersOnly },
                    { path: 'website', lazy: website, ...managersOnly },
                    { path: 'website/pages/:pageId', lazy: sitePageEditor, ...managersOnly },
                    {
                      path: 'settings',
                      lazy: settings,
                      ...managersOnly,
                      children: [
                        { index: true, element: null },
                        ...settingsSectionPaths.map((path) => ({ path, element: null })),
                      ],
                    },
                    { path: 'settings/usage', lazy: usage, ...ownersOnly },
                    { path: 'settings/contracts/:templateId', lazy: contractTemplate, ...managersOnly },
                    {
                      path: 'settings/questionnaires/:questionnaireId',
                      lazy: questionnaireBuilder,
                      ...managersOnly,
                    },
                    { path: 'settings/mail-templates/:templateId', lazy: mailTemplate, ...managersOnly },
                    { path: 'settings/workflows/:workflowId', lazy: workflowBuilder, ...managersOnly },
                    { path: 'settings/shop', lazy: shop, ...managersOnly },
                    { path: 'settings/shop/:priceListId', lazy: priceList, ...managersOnly },
                    { path: 'setup', lazy: setup, ...managersOnly },
                    { path: 'account', lazy: account },
                    { path: '*', element: <NotFound homeHref="/app" /> },
                  ],
                },
                { path: 'unauthorized', lazy: unauthorized },
                { path: 'auth', lazy: login },
              ],
            },
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
