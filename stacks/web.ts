// Web: the app's origin. One CloudFront distribution serves
//   /               the SPA (web/, built with the stage's public settings) from a private bucket,
//                   the landing page in the visitor's language at `/`, every other path without
//                   a file extension answered with index.html;
//   /api/images/*   the image transformer through its cache (Images stack), when it exists;
//   /api/*          the HTTP API (Api stack), uncached, told who the viewer is and that the
//                   request came through here;
//   /sync/*         zero-cache's sockets (Sync stack), through a VPC origin;
//   /p/*            the studios' public pages, each with its own head (stacks/site-pages.ts);
//                   a client's portal among them uncached, with its session cookie.
// The studios' own domains (claimed and proven in Settings), when the stage lists them, get a second
// distribution: every page from the public pages Lambda, the SPA's files and /api/* as here.
// SPA routing is a CloudFront Function on the SPA's behaviour only, not the distribution's
// error pages, which would turn the API's JSON 403/404 answers into index.html.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Config, use, type App, type StackContext } from 'sst/constructs';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER, VIEWER_HOST_HEADER } from '../functions/lib/http';
import { contentSecurityPolicy, originOf, sentrySecurityEndpoint } from '../web/build/content-security-policy';
import { Api } from './api';
import { Images } from './images';
import { viewerFunction } from './cloudfront-function';
import { deploySettings, photoBucketName, repoRoot, resourceName, type DeploySettings } from './settings';
import { deliveryLogs, DELIVERY_LOG_PREFIX } from './delivery-logs';
import {
  cloudFrontMayInvoke,
  PORTAL_PATHS_ON_APP,
  PORTAL_PATHS_ON_STUDIO_DOMAIN,
  sitePages,
  viewerLanguageCode,
} from './site-pages';
import { Sync } from './sync';

/** Deploys this directory as the SPA instead of building web/ (tests use a tiny one). */
export const WEB_DIST_ENV = 'STUDIO_WEB_DIST';

// Viewer request on the SPA's behaviour: `/` is the landing page, drawn in each language when the
// app was built (functions/site-html/draw-landing.ts), in the one the site's pages would be drawn in;
// any other path whose last segment has no file extension is a route of the app (/app/clients,
// /p/studio/gallery/g1, /reset-password) and gets index.html. The cache is keyed on the file asked for.
const spaRouterCode = `${viewerLanguageCode}
function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (request.uri === '/') request.uri = '/landing/' + language(request) + '.html';
  else if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

// Viewer request on /api/*: the viewer's address, as CloudFront saw the connection, over any a
// client wrote. X-Forwarded-For is no such thing: clients write its front, and API Gateway may
// append CloudFront's own address after the viewer's. And the Host asked for, which API Gateway
// never sees: a client's portal signs in on a studio's own domain with cookies for that domain's paths.
const apiViewerCode = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  request.headers['${VIEWER_HOST_HEADER}'] = { value: request.headers.host ? request.headers.host.value : '' };
  return request;
}`;

export function Web({ stack, app }: StackContext) {
  const settings = deploySettings(app);
  const { api, originSecret } = use(Api);
  const images = use(Images);
  const sync = use(Sync);

  const siteBucket = new Bucket(stack, 'SiteBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    // Build output only: rebuilt on every deploy, so never worth keeping.
    removalPolicy: RemovalPolicy.DESTROY,
    autoDeleteObjects: true,
  });

  const spaRouter = viewerFunction(stack, app, {
    id: 'SpaRouter',
    name: 'spa-router',
    comment: 'Routes of the SPA get index.html',
    code: spaRouterCode,
  });

  // Proves to the handlers that a request came through here (functions/lib/http.ts callerAddress);
  // an origin's custom header replaces one of the same name a client sent.
  const originSecretHeader = { [ORIGIN_SECRET_HEADER]: originSecret.secretValue.unsafeUnwrap() };

  // api.url is https://<id>.execute-api.<region>.amazonaws.com
  const apiOrigin = new HttpOrigin(Fn.select(2, Fn.split('/', api.url)), {
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    readTimeout: Duration.seconds(30),
    customHeaders: originSecretHeader,
  });
  const apiViewer = viewerFunction(stack, app, {
    id: 'ApiViewer',
    name: 'api-viewer',
    comment: 'Gives the API the address of the viewer',
    code: apiViewerCode,
  });
  const apiBehavior: BehaviorOptions = {
    origin: apiOrigin,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    // Everything but Host (API Gateway answers to its own); with caching off this includes Authorization.
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    functionAssociations: [{ function: apiViewer, eventType: FunctionEventType.VIEWER_REQUEST }],
  };

  // More specific paths first: CloudFront takes the first behaviour that matches.
  const additionalBehaviors: Record<string, BehaviorOptions> = {};
  if (images.transformerUrl) {
    additionalBehaviors['/api/images/*'] = {
      origin: FunctionUrlOrigin.withOriginAccessControl(images.transformerUrl, { customHeaders: originSecretHeader }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: images.cachePolicy,
      originRequestPolicy: images.originRequestPolicy,
      compress: false,
      functionAssociations: [{ function: images.queryNormaliser, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
  }
  additionalBehaviors['/api/*'] = apiBehavior;
  additionalBehaviors['/sync/*'] = {
    origin: sync.origin,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    compress: false,
    // The WebSocket handshake (Sec-WebSocket-*), the connection's query and its auth protocol header.
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER,
  };

  // The SPA is built first: its policy allows index.html's inline boot scripts by their hashes.
  const dist = spaDist(app, settings);
  const pageHeaders = new ResponseHeadersPolicy(stack, 'PageHeaders', {
    responseHeadersPolicyName: resourceName(app, 'page-headers'),
    comment: 'The SPA: its Content-Security-Policy and the usual security headers',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy(readFileSync(path.join(dist, 'index.html'), 'utf8'), {
          connect: [
            originOf(settings.supabaseUrl),
            ...(settings.webSentryDsn ? [originOf(settings.webSentryDsn)] : []),
            ...(settings.analytics ? [originOf(settings.analytics.host)] : []),
            // Where the API's presigned uploads go (virtual-hosted, regional: what the SDK signs).
            `https://${photoBucketName(app)}.s3.${app.region}.amazonaws.com`,
          ],
          // What the policy refuses shows up in Sentry beside the app's errors.
          report: settings.webSentryDsn && sentrySecurityEndpoint(settings.webSentryDsn, app.stage),
        }),
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), override: true },
    },
  });

  const pages = sitePages(app, stack, siteBucket, pageHeaders);
  for (const pattern of PORTAL_PATHS_ON_APP) additionalBehaviors[pattern] = pages.portalBehavior;
  additionalBehaviors['/p/*'] = pages.behavior;

  const logs = deliveryLogs(app, stack);
  const distribution = new Distribution(stack, 'Distribution', {
    comment: resourceName(app, 'web'),
    // Its access logs are what counts the photo bytes each studio's clients were sent.
    enableLogging: true,
    logBucket: logs.bucket,
    logFilePrefix: DELIVERY_LOG_PREFIX,
    // North America and Europe edges only: the cheapest class.
    priceClass: PriceClass.PRICE_CLASS_100,
    httpVersion: HttpVersion.HTTP2_AND_3,
    minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
    ...(settings.domain
      ? {
          domainNames: [settings.domain.name],
          certificate: Certificate.fromCertificateArn(stack, 'Certificate', settings.domain.certificateArn),
        }
      : {}),
    // A 403 is cached 10 s by default whatever its Cache-Control says, and image renders are
    // keyed without their image token: a viewer refused a photo would keep a client with a
    // valid token from it. Nothing on this origin answers a 403 worth caching.
    errorResponses: [{ httpStatus: 403, ttl: Duration.seconds(0) }],
    defaultBehavior: {
      origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: pageHeaders,
      compress: true,
      functionAssociations: [{ function: spaRouter, eventType: FunctionEventType.VIEWER_REQUEST }],
    },
    additionalBehaviors,
  });

  if (images.transformer) {
    cloudFrontMayInvoke(
      stack,
      'TransformerInvokeFromCloudFront',
      images.transformer.functionArn,
      distribution.distributionId,
    );
  }

  cloudFrontMayInvoke(stack, 'SitePagesInvokeFromCloudFront', pages.fn.functionArn, distribution.distributionId);

  if (settings.studioSites) {
    // A studio's domain is added by listing it in STUDIO_SITE_DOMAINS, with a certificate that
    // names it (README, Deploy): CloudFront answers only to the names it was given.
    const siteFiles: BehaviorOptions = {
      origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
    };
    const studioSites = new Distribution(stack, 'StudioSites', {
      comment: resourceName(app, 'studio-sites'),
      priceClass: PriceClass.PRICE_CLASS_100,
      httpVersion: HttpVersion.HTTP2_AND_3,
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      domainNames: settings.studioSites.domains,
      certificate: Certificate.fromCertificateArn(stack, 'StudioSitesCertificate', settings.studioSites.certificateArn),
      errorResponses: [{ httpStatus: 403, ttl: Duration.seconds(0) }],
      defaultBehavior: pages.behavior,
      // No /sync/*: the back office is never served on a studio's domain.
      additionalBehaviors: {
        ...Object.fromEntries(Object.entries(additionalBehaviors).filter(([pattern]) => pattern !== '/sync/*')),
        ...Object.fromEntries(PORTAL_PATHS_ON_STUDIO_DOMAIN.map((pattern) => [pattern, pages.portalBehavior])),
        '/assets/*': siteFiles,
        '/favicon.svg': siteFiles,
        '/icons/*': siteFiles,
      },
    });
    cloudFrontMayInvoke(stack, 'SitePagesInvokeFromStudioSites', pages.fn.functionArn, studioSites.distributionId);
    if (images.transformer) {
      cloudFrontMayInvoke(
        stack,
        'TransformerInvokeFromStudioSites',
        images.transformer.functionArn,
        studioSites.distributionId,
      );
    }
    // Where each studio points its domain (a CNAME, or an alias record at the zone's apex).
    stack.addOutputs({ StudioSitesDomain: studioSites.distributionDomainName });
  }

  const appOrigin = settings.domain
    ? `https://${settings.domain.name}`
    : `https://${distribution.distributionDomainName}`;
  // The handlers' SITE_URL (links in e-mails, redirects), read from SSM at cold start (Api stack).
  new Config.Parameter(stack, 'SITE_URL', { value: appOrigin });

  // Hashed bundles: cached for a year, old ones kept for tabs still running the previous build.
  const assets = new BucketDeployment(stack, 'DeployAssets', {
    sources: [Source.asset(path.join(dist, 'assets'), { exclude: ['*.map'] })],
    destinationBucket: siteBucket,
    destinationKeyPrefix: 'assets/',
    prune: false,
    cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    memoryLimit: 512,
  });
  // index.html and icons: revalidated on every load, so a deploy shows at once.
  const site = new BucketDeployment(stack, 'DeploySite', {
    sources: [Source.asset(dist, { exclude: ['assets', 'assets/**', '*.map'] })],
    destinationBucket: siteBucket,
    exclude: ['assets/*'],
    prune: true,
    cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
    distribution,
    distributionPaths: ['/*'],
    memoryLimit: 512,
  });
  site.node.addDependency(assets);

  stack.addOutputs({ SiteUrl: appOrigin, DistributionId: distribution.distributionId });
  return { distribution, appOrigin };
}

/** The built SPA: a prepared directory, or web/ built now with this stage's public settings. */
function spaDist(app: App, settings: DeploySettings): string {
  const injected = process.env[WEB_DIST_ENV];
  const dist = injected ? path.resolve(injected) : path.join(repoRoot(), '.sst', 'web', app.stage);
  if (!injected) {
    const vite = path.join(repoRoot(), 'node_modules', 'vite', 'bin', 'vite.js');
    execFileSync(
      process.execPath,
      [vite, 'build', '--config', 'web/build/vite.config.ts', '--outDir', dist, '--emptyOutDir'],
      {
        cwd: repoRoot(),
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          VITE_SUPABASE_URL: settings.supabaseUrl,
          VITE_SUPABASE_ANON_KEY: settings.supabaseAnonKey,
          VITE_SENTRY_DSN: settings.webSentryDsn ?? '',
          VITE_POSTHOG_KEY: settings.analytics?.key ?? '',
          VITE_POSTHOG_HOST: settings.analytics?.host ?? '',
          // Empty means the app's own origin, where CloudFront serves /sync/*.
          VITE_ZERO_SERVER: '',
        },
      },
    );
  }
  for (const required of ['index.html', 'site.html', 'assets', 'landing']) {
    if (!existsSync(path.join(dist, required))) throw new Error(`${dist} has no ${required}: not a build of web/`);
  }
  return dist;
}
