// Api: one Lambda per /api route of functions/routes.ts (the table the local adapter serves),
// behind an HTTP API that CloudFront serves on the app's origin under /api/*; the money side's
// routes are in MoneyApi, the client's paperwork in PaperworkApi and the galleries' files in
// FilesApi, on the same HTTP API. Also
// the app's secrets and settings (SST Config), which the other stacks bind too.
import { Aws } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Api as HttpApi, Config, use, type App, type Function as SstFunction, type StackContext } from 'sst/constructs';
import { ORIGIN_SECRET_ENV } from '../functions/lib/http';
import { routes, type Route } from '../functions/routes';
import { routeFunctionProps } from './functions';
import { createSharpLayer } from './sharp-layer';
import { deploySettings, isProduction, photoBucketName, resourceName, ssmPath } from './settings';

/** Served by the Images stack (a function URL behind CloudFront's image cache), not by API Gateway. */
const IMAGE_ROUTE = {
  method: 'GET',
  path: '/api/images/{galleryId}/{filename}',
  handler: 'images/transform',
} as const;

export const isImageRoute = (route: Route): boolean =>
  route.method === IMAGE_ROUTE.method && route.path === IMAGE_ROUTE.path && route.handler === IMAGE_ROUTE.handler;

export const routeKey = (route: Route): string => `${route.method} ${route.path}`;

/**
 * The area of functions/ a route's handler is in (`BrandFiles` for brand-files/logo-file), whose
 * routes share a log group: one per route would pass CloudFormation's 500 resources in a stack.
 */
const areaOf = (route: Route): string =>
  route.handler
    .split('/')[0]!
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * The secrets of a stage, set with `npx sst secrets set <NAME> <value> --stage <stage>`.
 * IMAGE_ACCESS_SECRET signs image tokens (any long random string); MAIL_FROM is the SES-verified
 * sender of invite mails ("Studio <studio@example.com>"), kept with the secrets so an operator
 * sets it the same way. STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are billing's (README, Deploy);
 * STRIPE_CONNECT_WEBHOOK_SECRET signs the studios' card payment events (the Connect webhook).
 * SUPABASE_SERVICE_ROLE_KEY calls Supabase Auth's admin API (functions/lib/auth-admin.ts).
 * VERIFACTU_AGENCY names where Spanish studios' invoicing records go (and so which QR codes their
 * invoices carry); VERIFACTU_CERTIFICATE and its password sign the jobs' submissions to it.
 * SEAL_CERTIFICATE (PKCS#12 in base64) and its password seal signed contracts' PDFs (SEAL_ROUTES).
 */
const SECRET_NAMES = [
  'DATABASE_URL',
  'SENTRY_DSN',
  'ZERO_UPSTREAM_DB',
  'ZERO_ADMIN_PASSWORD',
  'IMAGE_ACCESS_SECRET',
  'MAIL_FROM',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_CONNECT_WEBHOOK_SECRET',
  'SUPABASE_SERVICE_ROLE_KEY',
  'VERIFACTU_AGENCY',
  'VERIFACTU_CERTIFICATE',
  'VERIFACTU_CERTIFICATE_PASSWORD',
  'SEAL_CERTIFICATE',
  'SEAL_CERTIFICATE_PASSWORD',
] as const;

/** Routes that call Supabase Auth's admin API: only they hold its key. */
export const AUTH_ADMIN_ROUTES: readonly string[] = ['me/two-step-off', 'me/two-step-recover'];

/**
 * Routes that talk to Stripe (functions/lib/billing/billing.ts, functions/lib/card-payments/card-payments.ts):
 * only they, and the jobs, hold its secrets.
 */
export const BILLING_ROUTES: readonly string[] = [
  'billing/start-card-setup',
  'billing/webhook',
  'card-payments/connect',
  'card-payments/connection',
  'card-payments/refund',
  'card-payments/webhook',
  'public/invoice-pay',
  'proposals/client-pay',
];

/**
 * Routes that seal a signed contract's PDF (functions/lib/sealing/seal-pdf.ts): the studio's
 * countersignature, the client's signature when the studio countersigns automatically, and the
 * PDF downloads (which seal a completed contract whose sealed copy is not stored yet). Only they
 * hold the seal's certificate.
 */
export const SEAL_ROUTES: readonly string[] = [
  'contracts/countersign',
  'client-documents/sign-contract',
  'proposals/client-sign',
  // They seal a completed contract whose sealed copy is not stored yet.
  'contracts/pdf',
  'contracts/client-pdf',
];

/** Routes that send mail (functions/lib/mail/mailer.ts), and so may use SES. */
export const MAIL_ROUTES: readonly string[] = [
  'invites/create',
  'enquiries/enquire',
  'public/selection-send',
  'public/selection-visitor',
  'bookings/book',
  'bookings/cancel',
  'bookings/move',
  'team/invite',
  'invoices/issue',
  'invoices/send-quote',
  'client-documents/accept-quote',
  'contracts/send',
  'contracts/countersign',
  'client-documents/sign-contract',
  'questionnaires/send',
  'proposals/send',
  'proposals/renew-link',
  'proposals/client-accept',
  'proposals/client-sign',
  // A deposit paid may complete a proposal: the studio is told.
  'card-payments/webhook',
];

/** Routes that read photos with sharp: they get the sharp layer (a route missing here fails to build). */
export const SHARP_ROUTES: readonly string[] = [
  'upload/photos',
  'upload/complete',
  'upload/multipart/complete',
  'upload/logo',
  'upload/site-image',
  'brand-files/photo-site-image',
  'brand-files/logo-file',
  'brand-files/site-image-file',
];
const usesSharp = (route: Route): boolean => SHARP_ROUTES.includes(route.handler);

/** Routes that draw an invoice's or a contract's PDF (functions/lib/invoicing/pdf/): they carry its fonts. */
export const PDF_ROUTES: readonly string[] = [
  'invoice-pdf/studio',
  'invoice-pdf/client',
  // They mail the invoice with its PDF attached.
  'invoices/issue',
  'client-documents/accept-quote',
  'proposals/client-accept',
  ...SEAL_ROUTES,
];

/** Sharp routes that store watermarked renders (functions/lib/gallery/upload-renders.ts): they carry the watermark font. */
export const WATERMARK_ROUTES: readonly string[] = ['upload/photos', 'upload/complete', 'upload/multipart/complete'];

/**
 * Routes that take in a photo of up to 120 MB and make its renders. A TIFF is made a JPEG there
 * (functions/upload/tiff-to-jpeg.ts): 100 megapixels at 16 bits turned upright held about 1.5 GB
 * measured, and more memory is more CPU. The time is API Gateway's, which answers at 30 s.
 */
export const PHOTO_INTAKE_ROUTES: readonly string[] = WATERMARK_ROUTES;
const PHOTO_INTAKE_FUNCTION = { memorySize: '3008 MB', timeout: '29 seconds' } as const;

export function Api({ stack, app }: StackContext) {
  const settings = deploySettings(app);
  const secrets = Config.Secret.create(stack, ...SECRET_NAMES);
  const parameters = Config.Parameter.create(stack, {
    AUTH_URL: `${settings.supabaseUrl}/auth/v1`,
    PHOTO_BUCKET: photoBucketName(app),
    // Supabase's transaction pooler (DATABASE_URL) does not support prepared statements.
    DATABASE_PREPARE: 'false',
    // An instance serves one request at a time: room for a transaction plus a read beside it.
    DATABASE_POOL_SIZE: '3',
    MAIL_TRANSPORT: 'ses',
    MAIL_CONFIGURATION_SET: mailConfigurationSet(app),
    // The one place the product's fee on studios' card payments is set: a deploy setting.
    PLATFORM_FEE_BP: String(settings.platformFeeBp),
  });

  // What CloudFront adds to every request it sends the API (stacks/web.ts), so the handlers know
  // which requests came through it (functions/lib/http.ts). API Gateway's own endpoint stays
  // open, as zero-cache calls it with the same secret as its API key; the handlers refuse any
  // other caller. Generated here, read by CloudFormation into the distribution, the functions and
  // zero-cache's task: it is in no template.
  const originSecret = new Secret(stack, 'OriginSecret', {
    secretName: resourceName(app, 'origin-secret'),
    description: 'Sent by CloudFront to the API: requests without it come from elsewhere',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
  });

  // Every mail goes out in it (functions/lib/mail/mailer.ts): SES publishes the bounces and
  // complaints to the account's default event bus (the only one it can), where the Jobs stack's rule
  // takes this stage's. Here, so it exists before any function sends a mail in it.
  new ConfigurationSet(stack, 'Mail', { configurationSetName: mailConfigurationSet(app) }).addEventDestination(
    'Bounces',
    {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(stack, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    },
  );

  const sharpLayer = createSharpLayer(stack);
  const api = new HttpApi(stack, 'Api', {
    // Same origin as the SPA (CloudFront /api/*), so no CORS.
    cors: false,
    accessLog: { retention: isProduction(app) ? 'three_months' : 'one_week' },
    // A ceiling against runaway clients and abuse (requests per second, per route).
    defaults: { throttle: { rate: 100, burst: 200 } },
  });
  const shared = { api, secrets, parameters, sharpLayer, originSecret };
  serveRoutes(
    { stack, app },
    shared,
    routes.filter((route) => !isImageRoute(route) && !isServedApart(route)),
  );

  stack.addOutputs({ ApiUrl: api.url });
  return shared;
}

/**
 * The routes of the money side (quotes, invoices, card payments, billing): a stack of their own on
 * the same HTTP API, since CloudFormation takes at most 500 resources per stack and each route
 * brings six (function, role, policy, integration, permission, route).
 */
export function MoneyApi({ stack, app }: StackContext) {
  serveRoutes({ stack, app }, use(Api), routes.filter(isMoneyRoute));
}

/** The areas of functions/ whose routes MoneyApi serves. */
const MONEY_AREAS = [
  'billing',
  'card-payments',
  'client-documents',
  'invoice-pdf',
  'invoices',
  'payments',
  'quotes',
  'usage',
  'verifactu',
];
export const isMoneyRoute = (route: Route): boolean => MONEY_AREAS.includes(route.handler.split('/')[0]!);

/** The client's paperwork besides money (contracts, questionnaires, proposals, reviews, the portal): a stack of its own, for the same reason. */
export function PaperworkApi({ stack, app }: StackContext) {
  serveRoutes({ stack, app }, use(Api), routes.filter(isPaperworkRoute));
}

/** The areas of functions/ whose routes PaperworkApi serves. */
const PAPERWORK_AREAS = ['client-portal', 'contracts', 'proposals', 'questionnaires', 'reviews', 'sealed-documents'];
export const isPaperworkRoute = (route: Route): boolean => PAPERWORK_AREAS.includes(route.handler.split('/')[0]!);

/** Photos and files coming in and going out (uploads, publishing from Lightroom, downloads, exports, brand files): a stack of its own, for the same reason. */
export function FilesApi({ stack, app }: StackContext) {
  serveRoutes({ stack, app }, use(Api), routes.filter(isFilesRoute));
}

/** The areas of functions/ whose routes FilesApi serves. */
const FILES_AREAS = ['access-tokens', 'brand-files', 'downloads', 'exports', 'galleries', 'publish', 'upload'];
export const isFilesRoute = (route: Route): boolean => FILES_AREAS.includes(route.handler.split('/')[0]!);

/** Whether a route is served by a stack of its own rather than Api itself. */
export const isServedApart = (route: Route): boolean =>
  isMoneyRoute(route) || isPaperworkRoute(route) || isFilesRoute(route);

type Shared = {
  api: HttpApi;
  secrets: Secrets;
  parameters: Record<string, Config.Parameter>;
  sharpLayer: ReturnType<typeof createSharpLayer>;
  originSecret: Secret;
};

/** Adds `served` to the API with their functions in `stack`, each holding only what its route needs. */
function serveRoutes({ stack, app }: Pick<StackContext, 'stack' | 'app'>, shared: Shared, served: Route[]): void {
  const { api, secrets, parameters, sharpLayer, originSecret } = shared;
  api.addRoutes(
    stack,
    Object.fromEntries(
      served.map((route) => [
        routeKey(route),
        {
          function: {
            ...routeFunctionProps(app, stack, areaOf(route), route, {
              ...(usesSharp(route)
                ? { external: ['sharp'], watermarkFont: WATERMARK_ROUTES.includes(route.handler) }
                : {}),
              ...(PDF_ROUTES.includes(route.handler) ? { pdfFonts: true } : {}),
              ...(PHOTO_INTAKE_ROUTES.includes(route.handler) ? PHOTO_INTAKE_FUNCTION : {}),
            }),
            ...(usesSharp(route) ? { layers: [sharpLayer] } : {}),
            bind: [
              ...handlerConfig(secrets, parameters),
              ...(BILLING_ROUTES.includes(route.handler) ? billingSecrets(secrets) : []),
              ...(AUTH_ADMIN_ROUTES.includes(route.handler) ? [secrets.SUPABASE_SERVICE_ROLE_KEY] : []),
              ...(SEAL_ROUTES.includes(route.handler) ? sealSecrets(secrets) : []),
            ],
          },
        },
      ]),
    ),
  );

  for (const route of served) {
    const fn = api.getFunction(routeKey(route));
    if (!fn) throw new Error(`No function for ${routeKey(route)}`);
    readSiteUrl(app, fn);
    fn.addEnvironment(ORIGIN_SECRET_ENV, originSecret.secretValue.unsafeUnwrap());
    fn.attachPermissions(photoBucketAccess(app, ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']));
    // PutObject covers starting, sending and assembling a multipart upload; not listing its parts
    // or abandoning it, which the requests this route signs do.
    if (route.handler === 'upload/multipart/sign')
      fn.attachPermissions(photoBucketAccess(app, ['s3:ListMultipartUploadParts', 's3:AbortMultipartUpload']));
    if (MAIL_ROUTES.includes(route.handler)) {
      // Any identity: the sender (MAIL_FROM) is a secret, unknown when the stack is built.
      fn.attachPermissions([new PolicyStatement({ actions: ['ses:SendEmail'], resources: ['*'] })]);
    }
  }
}

/** The SES configuration set a stage's mails are sent in. */
export const mailConfigurationSet = (app: App): string => resourceName(app, 'mail');

type Secrets = Record<(typeof SECRET_NAMES)[number], Config.Secret>;

/** What every handler binds: its secrets and the settings functions/lib reads. */
export const handlerConfig = (secrets: Secrets, parameters: Record<string, Config.Parameter>) => [
  secrets.DATABASE_URL,
  secrets.SENTRY_DSN,
  secrets.IMAGE_ACCESS_SECRET,
  secrets.MAIL_FROM,
  secrets.VERIFACTU_AGENCY,
  ...Object.values(parameters),
];

/** What the functions that talk to Stripe bind besides handlerConfig. */
export const billingSecrets = (secrets: Secrets) => [
  secrets.STRIPE_SECRET_KEY,
  secrets.STRIPE_WEBHOOK_SECRET,
  secrets.STRIPE_CONNECT_WEBHOOK_SECRET,
];

/** What the jobs bind to send Veri*Factu records to the tax agency: its client certificate. */
export const verifactuSecrets = (secrets: Secrets) => [
  secrets.VERIFACTU_CERTIFICATE,
  secrets.VERIFACTU_CERTIFICATE_PASSWORD,
];

/** What the routes that seal signed contracts bind besides handlerConfig: the seal's certificate. */
export const sealSecrets = (secrets: Secrets) => [secrets.SEAL_CERTIFICATE, secrets.SEAL_CERTIFICATE_PASSWORD];

/**
 * SITE_URL, the app's origin, is only known once the Web stack has deployed (and Web depends on
 * the stacks with functions), so it is not bound: the function reads it from SSM at cold start,
 * where the Web stack writes it (Config.Parameter SITE_URL). SST's StaticSite binding does the same.
 */
export function readSiteUrl(app: StackContext['app'], fn: SstFunction): void {
  fn.addEnvironment('SST_Parameter_value_SITE_URL', '__FETCH_FROM_SSM__');
  fn.attachPermissions([
    new PolicyStatement({
      actions: ['ssm:GetParameters'],
      resources: [
        `arn:${Aws.PARTITION}:ssm:${app.region}:${Aws.ACCOUNT_ID}:parameter${ssmPath('Parameter', 'SITE_URL')}`,
      ],
    }),
  ]);
}

/** Object actions on the photo bucket plus listing it (so a missing key is a 404, not a 403). */
export function photoBucketAccess(app: StackContext['app'], objectActions: string[]): PolicyStatement[] {
  const bucketArn = `arn:${Aws.PARTITION}:s3:::${photoBucketName(app)}`;
  return [
    new PolicyStatement({ actions: objectActions, resources: [`${bucketArn}/*`] }),
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucketArn] }),
  ];
}
