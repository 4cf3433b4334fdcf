// What every stage must guarantee, checked on its offline synthesis (stacks/test-support/synth-stage.ts): test code,
// run by stacks/dev.test.ts and stacks/prod.test.ts, which add what differs per stage.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_FOR_MS } from '../../functions/jobs/work-queue';
import { PORTAL_COOKIE } from '../../functions/lib/client-portal/portal-sign-in';
import {
  ORIGIN_SECRET_ENV,
  ORIGIN_SECRET_HEADER,
  VIEWER_ADDRESS_HEADER,
  VIEWER_HOST_HEADER,
} from '../../functions/lib/http';
import { STAGING_PREFIX } from '../../functions/lib/storage/object-keys';
import { routes, type Route } from '../../functions/routes';
import {
  BILLING_ROUTES,
  isImageRoute,
  isServedApart,
  MAIL_ROUTES,
  PDF_ROUTES,
  routeKey,
  SHARP_ROUTES,
  PHOTO_INTAKE_ROUTES,
  WATERMARK_ROUTES,
} from '../api';
import { PDF_FONTS, WATERMARK_FONT } from '../functions';
import { ACCESS_PARAMETER, TRANSFORM_PARAMETERS } from '../images';
import { PORTAL_PATHS_ON_APP, PORTAL_PATHS_ON_STUDIO_DOMAIN } from '../site-pages';
import {
  FAKE_SECRETS,
  SPA_INLINE_SCRIPT,
  synthStage,
  TEST_SETTINGS,
  type StageSettings,
  type Synthesised,
} from './synth-stage';
import { syncChecks } from './sync-checks';
import { ofType, only, resourcesOf, statements, type Resource } from './template-queries';

export { ofType, only, resourcesOf };

// CloudFront's managed policies (stable, documented ids).
const MANAGED = {
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  allViewer: '216adef6-5c7f-47e4-b989-5492eafa07d3',
  allViewerExceptHost: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
} as const;

type CloudFrontRequest = {
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers?: Record<string, { value: string }>;
  cookies?: Record<string, { value: string }>;
};

/** A CloudFront Function of the template, run here as CloudFront would run it for a viewer at `ip`. */
function cloudFrontFunction(
  template: Template,
  namePart: string,
): (request: CloudFrontRequest, viewer?: { ip: string }) => CloudFrontRequest {
  const found = ofType(template, 'AWS::CloudFront::Function').find(([, r]) =>
    String(r.Properties?.Name).includes(namePart),
  );
  expect(found, `CloudFront function ${namePart}`).toBeDefined();
  const code = String(found![1].Properties?.FunctionCode);
  const handler = new Function(`${code}\nreturn handler;`)() as (event: {
    request: CloudFrontRequest;
    viewer: { ip: string };
  }) => CloudFrontRequest;
  // CloudFront always hands a function the request's headers, if only an empty set.
  return (request, viewer = { ip: '192.0.2.1' }) =>
    handler({ request: { headers: {}, ...structuredClone(request) }, viewer });
}

type DistributionConfig = {
  DefaultCacheBehavior: Record<string, unknown> & { FunctionAssociations?: unknown[] };
  CacheBehaviors: (Record<string, unknown> & { PathPattern: string; TargetOriginId: string })[];
  Origins: (Record<string, unknown> & { Id: string })[];
  CustomErrorResponses?: unknown[];
};

/** The config of the app's distribution (`Distribution`), or of the studios' domains' (`StudioSites`). */
function distributionConfig(web: Template, id: 'Distribution' | 'StudioSites' = 'Distribution'): DistributionConfig {
  const found = ofType(web, 'AWS::CloudFront::Distribution').find(([logicalId]) => logicalId.startsWith(id));
  expect(found, `distribution ${id}`).toBeDefined();
  return found![1].Properties!.DistributionConfig as DistributionConfig;
}

const env = (fn: Resource): Record<string, unknown> =>
  (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};

const nodeMajor = (runtime: unknown): number => Number(/^nodejs(\d+)\.x$/.exec(String(runtime))?.[1] ?? 0);

/** The Lambda behind an API Gateway route, followed through its integration. */
function functionOfRoute(api: Template, route: Route): Resource {
  const resources = resourcesOf(api);
  const found = Object.values(resources).find(
    (r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties?.RouteKey === routeKey(route),
  );
  expect(found, `API route ${routeKey(route)}`).toBeDefined();
  const target = JSON.stringify(found!.Properties?.Target);
  const integrationId = /"Ref":"([^"]+)"/.exec(target)?.[1] ?? '';
  const integration = resources[integrationId];
  expect(integration?.Type).toBe('AWS::ApiGatewayV2::Integration');
  const functionId = (integration!.Properties?.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const fn = resources[functionId];
  expect(fn?.Type).toBe('AWS::Lambda::Function');
  return fn!;
}

/** The directory of a function's bundle in the cloud assembly (its staged code asset). */
function bundleDir(assemblyDir: string, fn: Resource): string {
  const assetPath = (fn as { Metadata?: Record<string, unknown> }).Metadata?.['aws:asset:path'];
  if (typeof assetPath === 'string') return path.join(assemblyDir, assetPath);
  const key = String((fn.Properties?.Code as { S3Key?: unknown } | undefined)?.S3Key ?? '');
  expect(key, 'a code asset').toMatch(/^[0-9a-f]{64}\.zip$/);
  return path.join(assemblyDir, `asset.${key.slice(0, -'.zip'.length)}`);
}

/** Synthesises `stage` once and registers the checks every stage must pass. */
export function describeStage(
  stage: string,
  more: (synthesised: () => Synthesised) => void,
  settings: StageSettings = {},
): void {
  describe(`stage ${stage}`, () => {
    let synthesised: Synthesised;
    beforeAll(async () => {
      synthesised = await synthStage(stage, settings);
    });
    afterAll(() => synthesised?.dispose());
    const templates = () => synthesised.templates;
    const stack = (name: string): Template => {
      const template = templates()[name];
      expect(template, `stack ${name}`).toBeDefined();
      return template!;
    };
    /** The stacks that serve /api routes (stacks/api.ts: Api, MoneyApi, PaperworkApi and FilesApi), as one template. */
    const routeStacks = (): Template =>
      Template.fromJSON({
        Resources: {
          ...resourcesOf(stack('Api')),
          ...resourcesOf(stack('MoneyApi')),
          ...resourcesOf(stack('PaperworkApi')),
          ...resourcesOf(stack('FilesApi')),
        },
      });

    it('serves every route of functions/routes.ts with a Lambda of its own, on Node 22+ and arm64, logging JSON', () => {
      const api = routeStacks();
      const apiRoutes = routes.filter((route) => !isImageRoute(route));
      expect(ofType(api, 'AWS::ApiGatewayV2::Route')).toHaveLength(apiRoutes.length);
      const seen = new Set<Resource>();
      for (const route of apiRoutes) {
        const fn = functionOfRoute(api, route);
        seen.add(fn);
        expect(fn.Properties?.Description).toContain(`functions/${route.handler}.ts`);
        expect(nodeMajor(fn.Properties?.Runtime)).toBeGreaterThanOrEqual(22);
        expect(fn.Properties?.Architectures).toEqual(['arm64']);
        expect(fn.Properties?.LoggingConfig).toMatchObject({ LogFormat: 'JSON' });
      }
      expect(seen.size).toBe(apiRoutes.length);

      // The image transformer, once functions/routes.ts has its route (Images stack + CloudFront).
      const imageRoute = routes.find(isImageRoute);
      const transformers = ofType(stack('Images'), 'AWS::Lambda::Function').filter(([, r]) =>
        String(r.Properties?.Description).includes('functions/images/transform.ts'),
      );
      const imageBehaviour = distributionConfig(stack('Web')).CacheBehaviors.find(
        (b) => b.PathPattern === '/api/images/*',
      );
      if (imageRoute) {
        expect(transformers).toHaveLength(1);
        const transformer = transformers[0]![1];
        expect(nodeMajor(transformer.Properties?.Runtime)).toBeGreaterThanOrEqual(22);
        expect(transformer.Properties?.Architectures).toEqual(['arm64']);
        expect(JSON.stringify(transformer.Properties?.Layers)).toContain('SharpLayer');
        expect(imageBehaviour).toBeDefined();
      } else {
        expect(transformers).toHaveLength(0);
        expect(imageBehaviour).toBeUndefined();
      }
    });

    it('hands the handlers their secrets only as references to SSM, with the settings they read', () => {
      const api = routeStacks();
      const ssmPrefix = `/sst/studio/${stage}/`;
      for (const route of routes.filter((r) => !isImageRoute(r))) {
        const variables = env(functionOfRoute(api, route));
        expect(variables).toMatchObject({
          STAGE: stage,
          SST_SSM_PREFIX: ssmPrefix,
          SST_Secret_value_DATABASE_URL: '__FETCH_FROM_SSM__',
          SST_Secret_value_SENTRY_DSN: '__FETCH_FROM_SSM__',
          SST_Parameter_value_SITE_URL: '__FETCH_FROM_SSM__',
          SST_Parameter_value_AUTH_URL: 'https://testproject.supabase.co/auth/v1',
          SST_Parameter_value_DATABASE_PREPARE: 'false',
          SST_Secret_value_IMAGE_ACCESS_SECRET: '__FETCH_FROM_SSM__',
          SST_Secret_value_MAIL_FROM: '__FETCH_FROM_SSM__',
          SST_Parameter_value_MAIL_TRANSPORT: 'ses',
          SST_Parameter_value_MAIL_CONFIGURATION_SET: `studio-${stage}-mail`,
          SST_Parameter_value_PLATFORM_FEE_BP: '150',
        });
        expect(JSON.stringify(variables.SST_Parameter_value_PHOTO_BUCKET)).toContain(`studio-${stage}-photos-`);
        for (const name of Object.keys(FAKE_SECRETS)) expect(variables).not.toHaveProperty(name);
      }
      const granted = JSON.stringify(
        statements(api).filter((s) => JSON.stringify(s.Action).includes('ssm:GetParameters')),
      );
      for (const value of [
        'Secret/DATABASE_URL/value',
        'Secret/SENTRY_DSN/value',
        'Secret/IMAGE_ACCESS_SECRET/value',
        'Parameter/SITE_URL/value',
      ]) {
        expect(granted).toContain(`${ssmPrefix}${value}`);
      }
      // The transformer checks image tokens with the same secret.
      const transformer = ofType(stack('Images'), 'AWS::Lambda::Function').find(([, r]) =>
        String(r.Properties?.Description).includes('functions/images/transform.ts'),
      );
      if (!transformer) throw new Error('no image transformer in the Images stack');
      expect(env(transformer[1])).toMatchObject({ SST_Secret_value_IMAGE_ACCESS_SECRET: '__FETCH_FROM_SSM__' });
    });

    it('gives the routes that read photos the sharp layer, not sharp in their bundles, and intake room for a TIFF', () => {
      const api = routeStacks();
      for (const route of routes.filter((r) => !isImageRoute(r))) {
        const layers = JSON.stringify(functionOfRoute(api, route).Properties?.Layers ?? []);
        expect(layers.includes('SharpLayer'), route.handler).toBe(SHARP_ROUTES.includes(route.handler));
      }
      // Those that take photos in have the memory to turn a 100-megapixel, 16-bit TIFF upright
      // and the time API Gateway gives.
      const intake = routes.filter((route) => PHOTO_INTAKE_ROUTES.includes(route.handler));
      expect(intake.map((route) => route.handler).sort()).toEqual([
        'upload/complete',
        'upload/multipart/complete',
        'upload/photos',
      ]);
      for (const route of intake) {
        const fn = functionOfRoute(api, route);
        expect([fn.Properties?.MemorySize, fn.Properties?.Timeout], route.handler).toEqual([3008, 29]);
      }
    });

    it('gives the functions that draw watermarks sharp, a font and fontconfig, and lets the transformer store renders', () => {
      const api = routeStacks();
      const functionOf = (template: Template, module: string): Resource => {
        const found = ofType(template, 'AWS::Lambda::Function').find(([, r]) =>
          String(r.Properties?.Description).includes(`functions/${module}.ts`),
        );
        expect(found, module).toBeDefined();
        return found![1];
      };
      const drawing: [string, Resource][] = [
        ...routes
          .filter((route) => WATERMARK_ROUTES.includes(route.handler))
          .map((route): [string, Resource] => [route.handler, functionOfRoute(api, route)]),
        ['jobs/run-jobs', functionOf(stack('Jobs'), 'jobs/run-jobs')],
        ...(routes.some(isImageRoute)
          ? [['images/transform', functionOf(stack('Images'), 'images/transform')] as [string, Resource]]
          : []),
      ];
      expect(drawing.length).toBeGreaterThanOrEqual(3);
      for (const [name, fn] of drawing) {
        expect(JSON.stringify(fn.Properties?.Layers ?? []), name).toContain('SharpLayer');
        expect(env(fn), name).toMatchObject({ FONTCONFIG_PATH: `/var/task/${WATERMARK_FONT.dir}` });
        const bundle = bundleDir(synthesised.assemblyDir, fn);
        for (const file of Object.keys(WATERMARK_FONT.files)) {
          expect(existsSync(path.join(bundle, WATERMARK_FONT.dir, file)), `${name}: ${file}`).toBe(true);
        }
      }
      // The others carry no font.
      for (const route of routes.filter((r) => !isImageRoute(r) && !WATERMARK_ROUTES.includes(r.handler))) {
        expect(env(functionOfRoute(api, route)), route.handler).not.toHaveProperty('FONTCONFIG_PATH');
      }
      // The routes that draw invoices carry their fonts, where pdfkit reads them.
      const pdfRoutes = routes.filter((route) => PDF_ROUTES.includes(route.handler));
      expect(pdfRoutes.length).toBe(PDF_ROUTES.length);
      for (const route of pdfRoutes) {
        const bundle = bundleDir(synthesised.assemblyDir, functionOfRoute(api, route));
        for (const file of Object.keys(PDF_FONTS.files)) {
          expect(existsSync(path.join(bundle, PDF_FONTS.dir, file)), `${route.handler}: ${file}`).toBe(true);
        }
      }
      if (routes.some(isImageRoute)) {
        const photoWrites = statements(stack('Images')).filter(
          (s) =>
            JSON.stringify(s.Action).includes('s3:PutObject') &&
            JSON.stringify(s.Resource).includes(`studio-${stage}-photos-`),
        );
        expect(photoWrites).toHaveLength(1);
      }
    });

    it('lets only the routes that send mail use SES', () => {
      const api = routeStacks();
      const sesPolicies = ofType(api, 'AWS::IAM::Policy').filter(([, r]) =>
        JSON.stringify(r.Properties).includes('ses:SendEmail'),
      );
      const mailRoutes = routes.filter((route) => MAIL_ROUTES.includes(route.handler));
      expect(mailRoutes.length).toBeGreaterThan(0);
      expect(sesPolicies).toHaveLength(mailRoutes.length);
      for (const route of mailRoutes) {
        const role = JSON.stringify(functionOfRoute(api, route).Properties?.Role);
        const roleId = /"Fn::GetAtt":\["([^"]+)"/.exec(role)?.[1] ?? '';
        expect(roleId, route.handler).not.toBe('');
        expect(sesPolicies.some(([, policy]) => JSON.stringify(policy.Properties?.Roles).includes(roleId))).toBe(true);
      }
    });

    it("gives Stripe's secrets to the billing routes that call Stripe and to the jobs and the queue worker, and to no other function", () => {
      const api = routeStacks();
      const billing = {
        SST_Secret_value_STRIPE_SECRET_KEY: '__FETCH_FROM_SSM__',
        SST_Secret_value_STRIPE_WEBHOOK_SECRET: '__FETCH_FROM_SSM__',
      };
      expect(BILLING_ROUTES.length).toBeGreaterThan(0);
      for (const route of routes.filter((r) => !isImageRoute(r))) {
        const variables = env(functionOfRoute(api, route));
        if (BILLING_ROUTES.includes(route.handler)) expect(variables, route.handler).toMatchObject(billing);
        else expect(variables, route.handler).not.toHaveProperty('SST_Secret_value_STRIPE_SECRET_KEY');
      }
      const [, jobs] = ofType(stack('Jobs'), 'AWS::Lambda::Function').find(([, r]) =>
        String(r.Properties?.Description).includes('functions/jobs/run-jobs.ts'),
      )!;
      expect(env(jobs)).toMatchObject(billing);
      // It charges the cards clients saved for their next instalments.
      const [, worker] = ofType(stack('Jobs'), 'AWS::Lambda::Function').find(([, r]) =>
        String(r.Properties?.Description).includes('functions/jobs/work-queue.ts'),
      )!;
      expect(env(worker)).toMatchObject(billing);
    });

    it("gives the Veri*Factu certificate to the jobs alone, and every function the agency's name", () => {
      const certificate = {
        SST_Secret_value_VERIFACTU_CERTIFICATE: '__FETCH_FROM_SSM__',
        SST_Secret_value_VERIFACTU_CERTIFICATE_PASSWORD: '__FETCH_FROM_SSM__',
      };
      // Every function of ours binds the database; CDK's own helpers bind nothing.
      const functions = Object.values(templates())
        .flatMap((template) => ofType(template, 'AWS::Lambda::Function'))
        .filter(([, fn]) => 'SST_Secret_value_DATABASE_URL' in env(fn));
      expect(functions.length).toBeGreaterThan(routes.length);
      const holders = functions.filter(([, fn]) => 'SST_Secret_value_VERIFACTU_CERTIFICATE' in env(fn));
      expect(holders.map(([, fn]) => String(fn.Properties?.Description))).toEqual([
        expect.stringContaining('functions/jobs/run-jobs.ts'),
      ]);
      expect(env(holders[0]![1])).toMatchObject(certificate);
      // The QR code on an invoice's PDF and page points at the agency its record went to.
      for (const [, fn] of functions)
        expect(env(fn), String(fn.Properties?.Description)).toHaveProperty('SST_Secret_value_VERIFACTU_AGENCY');
    });

    it('runs the scheduled jobs and the queue worker every minute, the jobs for up to 15 minutes, with the bucket and SES', () => {
      const jobs = stack('Jobs');
      const schedules = ofType(jobs, 'AWS::Events::Rule')
        .map(([, r]) => r.Properties?.ScheduleExpression)
        .filter(Boolean);
      expect(schedules).toEqual(['rate(1 minute)', 'rate(1 minute)']);
      const [, worker] = ofType(jobs, 'AWS::Lambda::Function').find(([, r]) =>
        String(r.Properties?.Description).includes('functions/jobs/work-queue.ts'),
      )!;
      expect(worker.Properties?.Architectures).toEqual(['arm64']);
      // It works the queue every second for most of its minute, then finishes the pass under way:
      // a step due now goes out within seconds, and a batch begun late has minutes to end.
      expect(WORK_FOR_MS).toBeGreaterThanOrEqual(55_000);
      expect(WORK_FOR_MS).toBeLessThan(60_000);
      expect(worker.Properties?.Timeout).toBe(300);
      const [, fn] = ofType(jobs, 'AWS::Lambda::Function').find(([, r]) =>
        String(r.Properties?.Description).includes('functions/jobs/run-jobs.ts'),
      )!;
      expect(fn.Properties?.Timeout).toBe(900);
      expect(fn.Properties?.Architectures).toEqual(['arm64']);
      const actions = JSON.stringify(statements(jobs).map((statement) => statement.Action));
      for (const action of ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:ListBucket', 'ses:SendEmail']) {
        expect(actions, action).toContain(action);
      }
    });

    it('sends mail in a configuration set whose bounces and complaints reach the function that records them', () => {
      const name = `studio-${stage}-mail`;
      const api = stack('Api');
      expect(only(api, 'AWS::SES::ConfigurationSet').Properties?.Name).toBe(name);
      const destination = only(api, 'AWS::SES::ConfigurationSetEventDestination').Properties!;
      expect(destination.ConfigurationSetName).toEqual({ Ref: expect.stringMatching(/^Mail/) });
      const { Enabled, MatchingEventTypes, EventBridgeDestination } = destination.EventDestination as {
        Enabled: boolean;
        MatchingEventTypes: string[];
        EventBridgeDestination: { EventBusArn: unknown };
      };
      expect(Enabled).toBe(true);
      expect([...MatchingEventTypes].sort()).toEqual(['bounce', 'complaint']);
      // SES publishes to the account's default bus only.
      expect(JSON.stringify(EventBridgeDestination.EventBusArn)).toContain(':event-bus/default');

      const jobs = stack('Jobs');
      const found = ofType(jobs, 'AWS::Lambda::Function').find(([, r]) =>
        String(r.Properties?.Description).includes('functions/mail-events/ses-events.ts'),
      );
      expect(found, 'the SES events function').toBeDefined();
      const [functionId, fn] = found!;
      expect(fn.Properties?.Architectures).toEqual(['arm64']);
      expect(env(fn)).toMatchObject({ SST_Secret_value_DATABASE_URL: '__FETCH_FROM_SSM__' });
      const rule = ofType(jobs, 'AWS::Events::Rule').find(([, r]) => r.Properties?.EventPattern);
      expect(rule, 'the SES events rule').toBeDefined();
      const properties = rule![1].Properties!;
      // This stage's mails only: other stages' events reach the same default bus.
      expect(properties.EventPattern).toEqual({
        source: ['aws.ses'],
        'detail-type': ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [name] } } },
      });
      expect(properties.EventBusName ?? 'default').toBe('default');
      expect(JSON.stringify(properties.Targets)).toContain(`"Fn::GetAtt":["${functionId}","Arn"]`);
      const invokers = ofType(jobs, 'AWS::Lambda::Permission').filter(([, p]) =>
        JSON.stringify(p.Properties?.FunctionName).includes(functionId),
      );
      expect(invokers.map(([, p]) => p.Properties?.Principal)).toEqual(['events.amazonaws.com']);
    });

    it('writes no secret value into any template', () => {
      for (const value of Object.values(FAKE_SECRETS)) expect(synthesised.json).not.toContain(value);
      expect(synthesised.json).not.toContain('FAKE-');
    });

    it('keeps the photo bucket private: Block Public Access on, ACLs disabled, TLS only, no stale uploads', () => {
      const storage = stack('Storage');
      const bucket = only(storage, 'AWS::S3::Bucket');
      expect(bucket.Properties?.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties?.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
      expect(JSON.stringify(bucket.Properties?.BucketName)).toContain(`studio-${stage}-photos-`);
      expect(JSON.stringify(only(storage, 'AWS::S3::BucketPolicy').Properties)).toContain(
        '"aws:SecureTransport":"false"',
      );
      const rules = (bucket.Properties?.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
      expect(rules).toContainEqual(
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
      );
      // Staged uploads nobody completed, and their versions where the bucket keeps versions.
      expect(rules).toContainEqual(
        expect.objectContaining({
          Prefix: STAGING_PREFIX,
          ExpirationInDays: 1,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          Status: 'Enabled',
        }),
      );
      const cors = (bucket.Properties?.CorsConfiguration as { CorsRules: Record<string, unknown>[] }).CorsRules;
      expect(cors).toHaveLength(1);
      expect(cors[0]!.AllowedMethods).toEqual(expect.arrayContaining(['PUT', 'POST']));
    });

    it('caches transformed images on exactly the normalised transform parameters, for a long time', () => {
      const images = stack('Images');
      const policy = only(images, 'AWS::CloudFront::CachePolicy').Properties!.CachePolicyConfig as {
        MinTTL: number;
        DefaultTTL: number;
        MaxTTL: number;
        ParametersInCacheKeyAndForwardedToOrigin: {
          QueryStringsConfig: { QueryStringBehavior: string; QueryStrings: string[] };
          HeadersConfig: { HeaderBehavior: string };
          CookiesConfig: { CookieBehavior: string };
        };
      };
      const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key.QueryStringsConfig.QueryStringBehavior).toBe('whitelist');
      expect([...key.QueryStringsConfig.QueryStrings].sort()).toEqual([...TRANSFORM_PARAMETERS].sort());
      expect(key.HeadersConfig.HeaderBehavior).toBe('none');
      expect(key.CookiesConfig.CookieBehavior).toBe('none');
      expect(policy.DefaultTTL).toBeGreaterThanOrEqual(7 * 24 * 3600);
      expect(policy.MaxTTL).toBeGreaterThanOrEqual(365 * 24 * 3600);
      // The transformer's own answer decides below that: `private, no-store` is never stored, and
      // a public render only for its s-maxage, so a photo taken down leaves the cache in minutes.
      expect(policy.MinTTL).toBe(0);

      // The same transform asked in different ways is one cache entry.
      const normalise = cloudFrontFunction(images, 'image-query');
      const a = normalise({
        uri: '/api/images/g1/p.jpg',
        querystring: {
          format: { value: 'webp' },
          width: { value: '800' },
          utm_source: { value: 'mail' },
          sharpen: { value: 'TRUE' },
        },
      });
      const b = normalise({
        uri: '/api/images/g1/p.jpg',
        querystring: {
          sharpen: { value: 'true' },
          width: { value: '800', multiValue: [{ value: '800' }, { value: '1600' }] },
          format: { value: 'webp' },
          quality: { value: ' ' },
          fbclid: { value: 'x' },
        },
      });
      expect(a.querystring).toEqual({ width: { value: '800' }, format: { value: 'webp' }, sharpen: { value: 'true' } });
      expect(JSON.stringify(b.querystring)).toBe(JSON.stringify(a.querystring));
      expect(normalise({ uri: '/x', querystring: { sharpen: { value: 'false' } } }).querystring).toEqual({});
    });

    it('forwards the image token of a private image to the transformer, outside the cache key', () => {
      const images = stack('Images');
      const normalise = cloudFrontFunction(images, 'image-query');
      const withToken = normalise({
        uri: '/api/images/g1/p.jpg',
        querystring: {
          width: { value: '800' },
          access: { value: 'tok.en', multiValue: [{ value: 'tok.en' }, { value: 'other' }] },
        },
      });
      expect(withToken.querystring).toEqual({ width: { value: '800' }, access: { value: 'tok.en' } });

      const policy = only(images, 'AWS::CloudFront::OriginRequestPolicy').Properties!.OriginRequestPolicyConfig as {
        QueryStringsConfig: { QueryStringBehavior: string; QueryStrings: string[] };
        HeadersConfig: { HeaderBehavior: string; Headers?: string[] };
        CookiesConfig: { CookieBehavior: string };
      };
      expect(policy.QueryStringsConfig).toEqual({ QueryStringBehavior: 'whitelist', QueryStrings: [ACCESS_PARAMETER] });
      // Besides the token, only the viewer's address, for per-address limits.
      expect(policy.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: [VIEWER_ADDRESS_HEADER] });
      expect(policy.CookiesConfig.CookieBehavior).toBe('none');
      expect(TRANSFORM_PARAMETERS).not.toContain(ACCESS_PARAMETER);

      const behaviour = distributionConfig(stack('Web')).CacheBehaviors.find((b) => b.PathPattern === '/api/images/*');
      expect(JSON.stringify(behaviour?.OriginRequestPolicyId)).toContain('ImageOriginRequestPolicy');
      // Renders are keyed without the token, so a refusal (403) must never be cached either.
      expect(distributionConfig(stack('Web')).CustomErrorResponses).toEqual([
        { ErrorCode: 403, ErrorCachingMinTTL: 0 },
      ]);
    });

    syncChecks(stage, stack);

    it('reaches zero-cache only through CloudFront at /sync/*: internal load balancer, VPC origin, WebSocket headers forwarded', () => {
      // The view-syncers admit their load balancer only (production's own, or the shared one).
      const ingress = ofType(stack('Sync'), 'AWS::EC2::SecurityGroupIngress').map(([, r]) => r.Properties!);
      const toTask = ingress.filter((r) => JSON.stringify(r.GroupId).includes('ViewSyncerSecurityGroup'));
      expect(toTask).toHaveLength(1);
      expect(JSON.stringify(toTask[0]!.SourceSecurityGroupId)).toMatch(
        /"LoadBalancerSecurityGroup\w+"|"studio-shared-sync-security-group"/,
      );

      const config = distributionConfig(stack('Web'));
      const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === '/sync/*');
      expect(behaviour).toMatchObject({
        CachePolicyId: MANAGED.cachingDisabled,
        OriginRequestPolicyId: MANAGED.allViewer,
      });
      expect(behaviour!.AllowedMethods).toContain('GET');
      const origin = config.Origins.find((o) => o.Id === behaviour!.TargetOriginId);
      expect(origin?.VpcOriginConfig).toBeDefined();
    });

    it('serves /api/* uncached with the caller’s headers, and the SPA with index.html for its routes only', () => {
      const web = stack('Web');
      const config = distributionConfig(web);
      const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
      expect(api).toMatchObject({
        CachePolicyId: MANAGED.cachingDisabled,
        OriginRequestPolicyId: MANAGED.allViewerExceptHost,
      });
      expect(api!.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']));
      // More specific behaviours come before /api/*.
      const order = config.CacheBehaviors.map((b) => b.PathPattern);
      if (order.includes('/api/images/*')) expect(order.indexOf('/api/images/*')).toBeLessThan(order.indexOf('/api/*'));
      // Error pages would turn the API's JSON 403/404 into index.html.
      for (const response of config.CustomErrorResponses ?? []) expect(response).not.toHaveProperty('ResponsePagePath');

      const route = cloudFrontFunction(web, 'spa-router');
      for (const uri of ['/app/clients', '/reset-password', '/p/studio-one/gallery/g1']) {
        expect(route({ uri, querystring: {} }).uri, uri).toBe('/index.html');
      }
      // `/` is the landing page drawn at build, in the visitor's language, as the site's pages choose it.
      const landing = (request: Partial<CloudFrontRequest>) =>
        route({ uri: '/', querystring: {}, headers: {}, ...request }).uri;
      expect(landing({})).toBe('/landing/en.html');
      expect(landing({ querystring: { lng: { value: 'ca' } }, cookies: { i18next: { value: 'es' } } })).toBe(
        '/landing/ca.html',
      );
      expect(landing({ headers: { 'accept-language': { value: 'es-ES, en;q=0.5' } } })).toBe('/landing/es.html');
      // The function, not a default root object, answers `/`: no index.html there, which would
      // only send the browser back to `/`.
      expect(config).not.toHaveProperty('DefaultRootObject');
      for (const uri of ['/assets/index-3f2a.js', '/assets/common-9c1d.js', '/favicon.svg']) {
        expect(route({ uri, querystring: {} }).uri, uri).toBe(uri);
      }
      expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
      // The SPA's bucket is private; CloudFront reads it with origin access control.
      const site = ofType(web, 'AWS::S3::Bucket')[0]![1];
      expect(site.Properties?.PublicAccessBlockConfiguration).toMatchObject({
        BlockPublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(ofType(web, 'AWS::CloudFront::OriginAccessControl').length).toBeGreaterThanOrEqual(1);
    });

    it('tells the API who the viewer is, and proves the request came through CloudFront, with a secret in no template', () => {
      const web = stack('Web');
      const config = distributionConfig(web);
      const secrets = ofType(stack('Api'), 'AWS::SecretsManager::Secret');
      expect(secrets).toHaveLength(1);
      const [secretId, secret] = secrets[0]!;
      expect(secret.Properties?.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
      // Resolved by CloudFormation into the origins and the functions, never written out.
      const resolved = (reference: unknown) => JSON.stringify(reference).includes('{{resolve:secretsmanager:');

      // Each behaviour in front of a handler: its viewer function, by name and construct id.
      const viewerFunctions = {
        '/api/*': [web, 'api-viewer', 'ApiViewer'],
        ...(routes.some(isImageRoute)
          ? { '/api/images/*': [stack('Images'), 'image-query', 'ImageQueryNormaliser'] }
          : {}),
      } as Record<string, [Template, string, string]>;
      for (const [pattern, [template, name, id]] of Object.entries(viewerFunctions)) {
        const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === pattern)!;
        const associations = behaviour.FunctionAssociations as { EventType: string; FunctionARN: unknown }[];
        expect(associations, pattern).toHaveLength(1);
        expect(associations[0]!.EventType).toBe('viewer-request');
        expect(JSON.stringify(associations[0]!.FunctionARN), pattern).toContain(id);
        // The address CloudFront saw, over whatever the client wrote in any header.
        const told = cloudFrontFunction(template, name)(
          {
            uri: pattern.replace('*', 'g1/p.jpg'),
            querystring: {},
            headers: {
              'x-forwarded-for': { value: '198.51.100.1' },
              [VIEWER_ADDRESS_HEADER]: { value: '198.51.100.2' },
            },
          },
          { ip: '203.0.113.7' },
        );
        expect(told.headers?.[VIEWER_ADDRESS_HEADER], pattern).toEqual({ value: '203.0.113.7' });

        const origin = config.Origins.find((o) => o.Id === behaviour.TargetOriginId)!;
        const headers = origin.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
        const sent = headers.find((h) => h.HeaderName === ORIGIN_SECRET_HEADER);
        expect(resolved(sent?.HeaderValue), pattern).toBe(true);
        expect(JSON.stringify(sent?.HeaderValue)).toContain(`${stage}-studio-Api:ExportsOutputRef${secretId}`);
      }

      for (const route of routes.filter((r) => !isImageRoute(r))) {
        const held = env(functionOfRoute(routeStacks(), route))[ORIGIN_SECRET_ENV];
        expect(resolved(held), route.handler).toBe(true);
        // The Api stack refers to its own secret; the stacks served apart import it from there.
        expect(JSON.stringify(held), route.handler).toContain(
          isServedApart(route) ? `${stage}-studio-Api:ExportsOutputRef${secretId}` : `{"Ref":"${secretId}"}`,
        );
      }
      const transformer = ofType(stack('Images'), 'AWS::Lambda::Function').find(([, r]) =>
        String(r.Properties?.Description).includes('functions/images/transform.ts'),
      );
      if (transformer) {
        const held = env(transformer[1])[ORIGIN_SECRET_ENV];
        expect(resolved(held)).toBe(true);
        expect(JSON.stringify(held)).toContain(`${stage}-studio-Api:ExportsOutputRef${secretId}`);
      }
    });

    it("logs the distribution's requests to a private bucket kept a week, folded daily into delivered bytes", () => {
      const web = stack('Web');
      const logging = (distributionConfig(web) as unknown as { Logging?: { Bucket: unknown; Prefix: string } }).Logging;
      expect(logging?.Prefix).toBe('cdn/');
      const [bucketId, bucket] = ofType(web, 'AWS::S3::Bucket').find(([id]) => id.startsWith('DeliveryLogs'))!;
      expect(JSON.stringify(logging?.Bucket)).toContain(bucketId);
      expect(bucket.Properties?.PublicAccessBlockConfiguration).toMatchObject({ BlockPublicAcls: true });
      expect(JSON.stringify(bucket.Properties?.LifecycleConfiguration)).toContain('"ExpirationInDays":7');
      const [, fold] = ofType(web, 'AWS::Lambda::Function').find(([, r]) =>
        String(r.Properties?.Description).includes('functions/jobs/fold-delivery-logs.ts'),
      )!;
      expect(env(fold)).toMatchObject({
        DELIVERY_LOG_PREFIX: 'cdn/',
        DELIVERY_LOG_BUCKET: { Ref: bucketId },
        SST_Secret_value_DATABASE_URL: '__FETCH_FROM_SSM__',
      });
      const rules = ofType(web, 'AWS::Events::Rule').map(([, r]) => r.Properties?.ScheduleExpression);
      expect(rules).toContain('cron(30 2 * * ? *)');
    });

    it('serves /p/* from the public pages Lambda, keyed on the domain asked for, under the SPA’s policy', () => {
      const web = stack('Web');
      const config = distributionConfig(web);
      const pages = config.CacheBehaviors.find((b) => b.PathPattern === '/p/*');
      expect(pages).toMatchObject({ ResponseHeadersPolicyId: config.DefaultCacheBehavior.ResponseHeadersPolicyId });
      const origin = config.Origins.find((o) => o.Id === pages!.TargetOriginId);
      expect(JSON.stringify(origin)).toContain('SitePagesFunctionUrl');
      const fn = ofType(web, 'AWS::Lambda::Function').find(([, r]) =>
        String(r.Properties?.Description).includes('functions/site-html/serve-site.ts'),
      );
      expect(env(fn![1])).toMatchObject({
        SITE_BUCKET: expect.anything(),
        SST_Secret_value_DATABASE_URL: '__FETCH_FROM_SSM__',
      });
      const keepHost = cloudFrontFunction(web, 'site-host');
      expect(keepHost({ uri: '/about', querystring: {}, headers: { host: { value: 'anna.photo' } } }).headers).toEqual({
        host: { value: 'anna.photo' },
        'x-studio-host': { value: 'anna.photo' },
        'x-site-language': { value: 'en' },
      });
      // The language the page is drawn in, and cached by: asked for, then kept, then the browser's.
      const languageOf = (request: Partial<CloudFrontRequest>) =>
        keepHost({ uri: '/', querystring: {}, headers: {}, ...request }).headers?.['x-site-language']?.value;
      const accepting = (value: string) => ({ 'accept-language': { value } });
      expect(languageOf({ querystring: { lng: { value: 'ca' } }, cookies: { i18next: { value: 'es' } } })).toBe('ca');
      expect(languageOf({ cookies: { i18next: { value: 'es' } }, headers: accepting('ca') })).toBe('es');
      expect(languageOf({ headers: accepting('fr-FR, es-ES;q=0.8, en;q=0.5') })).toBe('es');
      expect(languageOf({ querystring: { lng: { value: 'de' } }, headers: accepting('de') })).toBe('en');
      const keys = ofType(web, 'AWS::CloudFront::CachePolicy').map(([, r]) => JSON.stringify(r.Properties));
      expect(keys.find((policy) => policy.includes('x-studio-host'))).toContain('x-site-language');
    });

    it("draws a client's portal for its session cookie alone, never cached, on the app's origin and a studio's domain", () => {
      const web = stack('Web');
      const resources = resourcesOf(web);
      const policyOf = (reference: unknown) => {
        const id = (reference as { Ref?: string }).Ref ?? '';
        return resources[id]?.Properties?.OriginRequestPolicyConfig as Record<string, unknown> | undefined;
      };
      const portalPaths = {
        Distribution: PORTAL_PATHS_ON_APP,
        ...(ofType(web, 'AWS::CloudFront::Distribution').length > 1
          ? { StudioSites: [...PORTAL_PATHS_ON_APP, ...PORTAL_PATHS_ON_STUDIO_DOMAIN] }
          : {}),
      };
      for (const [distribution, patterns] of Object.entries(portalPaths)) {
        const config = distributionConfig(web, distribution as 'Distribution' | 'StudioSites');
        const order = config.CacheBehaviors.map((b) => b.PathPattern);
        // CloudFront takes the first behaviour that matches: the portal's before the other pages'.
        for (const pattern of PORTAL_PATHS_ON_APP) {
          expect(order.indexOf(pattern), pattern).toBeLessThan(order.indexOf('/p/*'));
        }
        const pages = config.CacheBehaviors.find((b) => b.PathPattern === '/p/*')!;
        // Elsewhere the pages are cached for everyone alike, so no cookie reaches them.
        expect(policyOf(pages.OriginRequestPolicyId)?.CookiesConfig).toEqual({ CookieBehavior: 'none' });
        for (const pattern of patterns) {
          const portal = config.CacheBehaviors.find((b) => b.PathPattern === pattern);
          expect(portal, `${distribution} ${pattern}`).toMatchObject({
            CachePolicyId: MANAGED.cachingDisabled,
            TargetOriginId: pages.TargetOriginId,
            FunctionAssociations: pages.FunctionAssociations,
            ResponseHeadersPolicyId: pages.ResponseHeadersPolicyId,
          });
          const policy = policyOf(portal!.OriginRequestPolicyId);
          expect(policy?.CookiesConfig).toEqual({
            CookieBehavior: 'whitelist',
            Cookies: [PORTAL_COOKIE, 'i18next'],
          });
          expect(policy?.HeadersConfig).toEqual({
            HeaderBehavior: 'whitelist',
            Headers: ['x-studio-host', 'x-site-language'],
          });
        }
      }
      // The portal's API answers on a studio's domain too, told which domain was asked for.
      const told = cloudFrontFunction(
        web,
        'api-viewer',
      )({
        uri: '/api/p/anna/client/session',
        querystring: {},
        headers: { host: { value: 'anna.photo' }, [VIEWER_HOST_HEADER]: { value: 'forged.example' } },
      });
      expect(told.headers?.[VIEWER_HOST_HEADER]).toEqual({ value: 'anna.photo' });
    });

    it('sends the SPA with a Content-Security-Policy: its own scripts and index.html’s inline one only, its own services', () => {
      const web = stack('Web');
      const [[policyId, policy] = []] = ofType(web, 'AWS::CloudFront::ResponseHeadersPolicy');
      expect(distributionConfig(web).DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
      type SecurityHeaders = Record<string, Record<string, unknown>>;
      const headers = (policy!.Properties!.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: SecurityHeaders })
        .SecurityHeadersConfig;
      // With tokens in it (the bucket's account), the policy is a join: its text is in the pieces.
      const csp = JSON.stringify(headers.ContentSecurityPolicy!.ContentSecurityPolicy);
      const inline = createHash('sha256').update(SPA_INLINE_SCRIPT).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${inline}';`);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain(`connect-src 'self' ${TEST_SETTINGS.SUPABASE_URL} https://studio-`);
      expect(csp).toMatch(/-photos-.*\.s3\..*\.amazonaws\.com/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers).toMatchObject({
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY' },
        StrictTransportSecurity: { AccessControlMaxAgeSec: 31_536_000 },
      });
    });

    it('publishes the app origin where the handlers read SITE_URL', () => {
      const parameter = ofType(stack('Web'), 'AWS::SSM::Parameter').find(
        ([, r]) => r.Properties?.Name === `/sst/studio/${stage}/Parameter/SITE_URL/value`,
      );
      expect(parameter).toBeDefined();
      expect(parameter![1].Properties?.Value).toEqual({
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^Distribution/), 'DomainName'] }]],
      });
    });

    it('creates no NAT gateway', () => {
      for (const template of Object.values(templates()))
        expect(ofType(template, 'AWS::EC2::NatGateway')).toHaveLength(0);
    });

    more(() => synthesised);
  });
}
