// What differs between stages, in one place: production or not, names, removal and log
// retention, and the public settings an operator gives at deploy time (environment or
// `.env.<stage>`, which SST loads). Secrets never pass through here: they live in SSM
// (`npx sst secrets set`) and are read by the functions and the container at run time.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Aws, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { App } from 'sst/constructs';
import { useProject } from 'sst/project.js';
import { z } from 'zod';

/** The one stage that holds real customers' data: everything stateful is retained. */
const PRODUCTION_STAGE = 'prod';

/**
 * Deploying this stage creates only the VPC that every non-production stage shares
 * (`npx sst deploy --stage shared`, once per account and region).
 */
export const SHARED_NETWORK_STAGE = 'shared';

export const isProduction = (app: App): boolean => app.stage === PRODUCTION_STAGE;

/** The repository root (where sst.config.ts is), also when SST has bundled the config elsewhere. */
export const repoRoot = (): string => useProject().paths.root;

/** `studio-dev-<name>`: names that operators see in the console carry the app and the stage. */
export const resourceName = (app: App, name: string): string => `${app.name}-${app.stage}-${name}`;

export const removalPolicy = (app: App): RemovalPolicy =>
  isProduction(app) ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

export const logRetention = (app: App): RetentionDays =>
  isProduction(app) ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_WEEK;

/**
 * The photo bucket's name. It is fixed (not generated) so that the API and the image
 * transformer can be granted access to it by name before the Storage stack exists: the
 * bucket's CORS rule needs the app's origin, which only exists once the Web stack has
 * deployed, so Storage comes last. Bucket names are global, hence the account and region;
 * a long stage name is shortened with a hash to stay within S3's 63 characters.
 */
export function photoBucketName(app: App): string {
  const stage = app.stage.toLowerCase();
  // 63 - "studio-" - "-photos-" - 12 (account id) - "-" - 14 (longest region name)
  const room = 63 - app.name.length - 1 - '-photos-'.length - 12 - 1 - 14;
  const shortStage =
    stage.length <= room
      ? stage
      : `${stage.slice(0, room - 7)}-${createHash('sha256').update(app.stage).digest('hex').slice(0, 6)}`;
  return `${app.name}-${shortStage}-photos-${Aws.ACCOUNT_ID}-${app.region}`;
}

/** The SSM path SST stores a Config value at (`/sst/<app>/<stage>/<type>/<id>/value`). */
export const ssmPath = (type: 'Secret' | 'Parameter', id: string): string =>
  `${useProject().config.ssmPrefix}${type}/${id}/value`;

/** PostHog's EU cloud, where the product's analytics go by default (spec section 7). */
export const POSTHOG_EU_HOST = 'https://eu.i.posthog.com';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const settingsSchema = z
  .object({
    /** The Supabase project's URL, e.g. https://abcd.supabase.co (auth lives under /auth/v1). */
    SUPABASE_URL: z.url({ protocol: /^https?$/ }),
    /** The project's public anon key: it is built into the SPA, so it is not a secret. */
    SUPABASE_ANON_KEY: z.string().min(1),
    /** Optional public DSN for browser error reports (the handlers' DSN is the SENTRY_DSN secret). */
    VITE_SENTRY_DSN: optional(z.url()),
    /** Optional PostHog project key for product analytics; without it the SPA sends none. */
    VITE_POSTHOG_KEY: optional(z.string().regex(/^phc_\w+$/, 'a PostHog project key (phc_…)')),
    /** Where PostHog receives events: its EU cloud unless a self-hosted or proxy address is given. */
    VITE_POSTHOG_HOST: optional(z.url({ protocol: /^https$/ })),
    /** Optional custom domain of the app, e.g. studio.example.com ... */
    STUDIO_DOMAIN: optional(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'a host name such as studio.example.com')),
    /** ... with its ACM certificate, which CloudFront requires to be in us-east-1. */
    STUDIO_CERTIFICATE_ARN: optional(
      z.string().regex(/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/.+$/, 'an ACM certificate ARN in us-east-1'),
    ),
    /** Optional studios' own domains (proven by their DNS in Settings), comma-separated: anna.photo,www.anna.photo ... */
    STUDIO_SITE_DOMAINS: optional(
      z
        .string()
        .regex(/^[a-z0-9.-]+\.[a-z]{2,}(,[a-z0-9.-]+\.[a-z]{2,})*$/i, 'host names separated by commas')
        .transform((names) => names.toLowerCase().split(',')),
    ),
    /** ... with one us-east-1 ACM certificate that names every one of them. */
    STUDIO_SITE_CERTIFICATE_ARN: optional(
      z.string().regex(/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/.+$/, 'an ACM certificate ARN in us-east-1'),
    ),
    /** Optional fee the product takes of each card payment to a studio, in basis points (150 = 1.5 %); none when unset. */
    PLATFORM_FEE_BP: optional(z.coerce.number().int('whole basis points').min(0).max(10_000)),
  })
  .refine((s) => (s.STUDIO_DOMAIN === undefined) === (s.STUDIO_CERTIFICATE_ARN === undefined), {
    message: 'STUDIO_DOMAIN and STUDIO_CERTIFICATE_ARN go together',
  })
  .refine((s) => (s.STUDIO_SITE_DOMAINS === undefined) === (s.STUDIO_SITE_CERTIFICATE_ARN === undefined), {
    message: 'STUDIO_SITE_DOMAINS and STUDIO_SITE_CERTIFICATE_ARN go together',
  });

export type DeploySettings = {
  supabaseUrl: string;
  supabaseAnonKey: string;
  webSentryDsn: string | undefined;
  /** Product analytics, when a key is set: the key and the host the SPA sends to. */
  analytics: { key: string; host: string } | undefined;
  domain: { name: string; certificateArn: string } | undefined;
  /** The studios' own domains, served by a distribution of their own (stacks/web.ts). */
  studioSites: { domains: string[]; certificateArn: string } | undefined;
  /** The product's fee on studios' card payments, in basis points (functions/lib/card-payments/platform-fee.ts). */
  platformFeeBp: number;
};

/** The public per-stage settings, validated: a missing one stops the deploy with a clear message. */
export function deploySettings(app: App): DeploySettings {
  const parsed = settingsSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(
      `Stage "${app.stage}" is missing deploy settings (set them in the environment or .env.${app.stage}; see README "Deploy"):\n${z.prettifyError(parsed.error)}`,
    );
  }
  const s = parsed.data;
  return {
    supabaseUrl: s.SUPABASE_URL.replace(/\/+$/, ''),
    supabaseAnonKey: s.SUPABASE_ANON_KEY,
    webSentryDsn: s.VITE_SENTRY_DSN,
    analytics: s.VITE_POSTHOG_KEY
      ? { key: s.VITE_POSTHOG_KEY, host: (s.VITE_POSTHOG_HOST ?? POSTHOG_EU_HOST).replace(/\/+$/, '') }
      : undefined,
    domain:
      s.STUDIO_DOMAIN && s.STUDIO_CERTIFICATE_ARN
        ? { name: s.STUDIO_DOMAIN, certificateArn: s.STUDIO_CERTIFICATE_ARN }
        : undefined,
    studioSites:
      s.STUDIO_SITE_DOMAINS && s.STUDIO_SITE_CERTIFICATE_ARN
        ? { domains: s.STUDIO_SITE_DOMAINS, certificateArn: s.STUDIO_SITE_CERTIFICATE_ARN }
        : undefined,
    platformFeeBp: s.PLATFORM_FEE_BP ?? 0,
  };
}

/** The version of a package installed in node_modules (its exports map may hide package.json). */
export function installedVersion(packageName: string): string {
  const file = path.join(repoRoot(), 'node_modules', packageName, 'package.json');
  if (!existsSync(file)) throw new Error(`${packageName} is not installed (run npm install)`);
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
  if (typeof version !== 'string') throw new Error(`${file} has no version`);
  return version;
}
