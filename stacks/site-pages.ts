// The studios' public pages as the Web stack serves them: a Lambda (functions/site-html/serve-site.ts)
// that answers /p/* on the app's origin and every page of a studio's own domain: the site's own
// pages drawn whole (site.html), galleries and booking as index.html carrying the page's own
// head, so crawlers and link previews read each page without running the app. It reads both
// from the site bucket. A client's portal is a behaviour of its own: uncached, with its cookie.
import { Aws, Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  FunctionEventType,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnPermission, FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Function as SstFunction, use, type App, type Stack } from 'sst/constructs';
import { Api, handlerConfig, readSiteUrl } from './api';
import { routeFunctionProps } from './functions';
import { viewerFunction } from './cloudfront-function';
import { resourceName } from './settings';
import { PORTAL_COOKIE } from '../functions/lib/client-portal/portal-sign-in';

/**
 * The visitor's Host, copied by the viewer function: CloudFront sends a function URL its own
 * Host, and the page's studio depends on the domain asked for (functions/site-html/serve-site.ts).
 */
export const SITE_HOST_HEADER = 'x-studio-host';

/**
 * The language a page is drawn in, chosen by the viewer function as the site's server chooses it
 * (functions/site-html/site-translations.ts `siteLanguage`): `?lng=`, then the `i18next` cookie,
 * then the browser's languages, then English. The cache is keyed on it rather than on the raw
 * cookie and Accept-Language, which would split each page into countless entries.
 */
export const SITE_LANGUAGE_HEADER = 'x-site-language';

/**
 * A client's portal and the route that opens its items (functions/site-html/site-response.ts),
 * where the session cookie is set (functions/lib/client-portal/portal-sign-in.ts `portalCookies`).
 */
export const PORTAL_PATHS_ON_APP = ['/p/*/client', '/p/*/client/*'];
export const PORTAL_PATHS_ON_STUDIO_DOMAIN = ['/client', '/client/*'];

/** The cookie a visitor's chosen language is kept in (web/src/lib/i18n.ts's detector), read by `language(request)`. */
const LANGUAGE_COOKIE = 'i18next';

/** A viewer function's `language(request)`: the language a page is drawn in (see SITE_LANGUAGE_HEADER). */
export const viewerLanguageCode = `var LANGUAGES = ['en', 'es', 'ca'];
function known(value) {
  var code = String(value || '').trim().split(';')[0].split('-')[0].toLowerCase();
  return LANGUAGES.indexOf(code) === -1 ? '' : code;
}
function language(request) {
  var chosen = known(request.querystring.lng && request.querystring.lng.value);
  if (!chosen && request.cookies && request.cookies.${LANGUAGE_COOKIE}) chosen = known(request.cookies.${LANGUAGE_COOKIE}.value);
  var accepted = request.headers['accept-language'] ? request.headers['accept-language'].value.split(',') : [];
  for (var i = 0; !chosen && i < accepted.length; i++) chosen = known(accepted[i]);
  return chosen || 'en';
}`;

const siteRequestCode = `${viewerLanguageCode}
function handler(event) {
  var request = event.request;
  request.headers[${JSON.stringify(SITE_HOST_HEADER)}] = { value: request.headers.host ? request.headers.host.value : '' };
  request.headers[${JSON.stringify(SITE_LANGUAGE_HEADER)}] = { value: language(request) };
  return request;
}`;

/** The Lambda, and the behaviour that sends a distribution's requests to it (see cloudFrontMayInvoke). */
export function sitePages(app: App, stack: Stack, siteBucket: IBucket, pageHeaders: IResponseHeadersPolicy) {
  const { secrets, parameters } = use(Api);
  const fn = new SstFunction(stack, 'SitePages', {
    ...routeFunctionProps(
      app,
      stack,
      'SitePages',
      { method: 'GET', path: '/p/*', handler: 'site-html/serve-site' },
      {
        memorySize: '512 MB',
        timeout: '10 seconds',
      },
    ),
    bind: handlerConfig(secrets, parameters),
    environment: { STAGE: app.stage, SITE_BUCKET: siteBucket.bucketName },
    permissions: [
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: ['index.html', 'site.html', '.vite/manifest.json'].map((key) => siteBucket.arnForObjects(key)),
      }),
    ],
  });
  readSiteUrl(app, fn);
  const url = fn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });

  // Pages are public and stay a minute; one studio's page is one entry per domain and language.
  const cachePolicy = new CachePolicy(stack, 'SitePagesCachePolicy', {
    cachePolicyName: resourceName(app, 'site-pages'),
    comment: 'Public pages of the studios: keyed on the path, the domain and the language asked for',
    queryStringBehavior: CacheQueryStringBehavior.none(),
    headerBehavior: CacheHeaderBehavior.allowList(SITE_HOST_HEADER, SITE_LANGUAGE_HEADER),
    cookieBehavior: CacheCookieBehavior.none(),
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.days(1),
  });
  // The Lambda sees the query, outside the cache key, so a link to a studio's old address keeps it
  // (an invite's token) when it redirects to the new one, an answer never cached (site-response.ts).
  const originRequestPolicy = new OriginRequestPolicy(stack, 'SitePagesOriginRequestPolicy', {
    originRequestPolicyName: resourceName(app, 'site-pages'),
    comment: 'Public pages of the studios: the query reaches the Lambda, outside the cache key',
    queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    headerBehavior: OriginRequestHeaderBehavior.none(),
    cookieBehavior: OriginRequestCookieBehavior.none(),
  });
  const siteHost = viewerFunction(stack, app, {
    id: 'SiteHost',
    name: 'site-host',
    comment: 'Keeps the domain and the language a visitor asked for, for the public pages Lambda',
    code: siteRequestCode,
  });
  const behavior: BehaviorOptions = {
    origin: FunctionUrlOrigin.withOriginAccessControl(url),
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy,
    originRequestPolicy,
    responseHeadersPolicy: pageHeaders,
    compress: true,
    functionAssociations: [{ function: siteHost, eventType: FunctionEventType.VIEWER_REQUEST }],
  };

  // A client's portal is one client's page: drawn for their session cookie (and nothing else of
  // theirs), never cached. Without it CloudFront would strip the cookie and draw the sign-in.
  const portalRequestPolicy = new OriginRequestPolicy(stack, 'PortalOriginRequestPolicy', {
    originRequestPolicyName: resourceName(app, 'client-portal'),
    comment: "A client's portal: its session and language cookies, the domain and language asked for",
    queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    headerBehavior: OriginRequestHeaderBehavior.allowList(SITE_HOST_HEADER, SITE_LANGUAGE_HEADER),
    cookieBehavior: OriginRequestCookieBehavior.allowList(PORTAL_COOKIE, LANGUAGE_COOKIE),
  });
  const portalBehavior: BehaviorOptions = {
    ...behavior,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: portalRequestPolicy,
  };

  return { fn, behavior, portalBehavior };
}

/**
 * Origin access control to a function URL grants lambda:InvokeFunctionUrl; Lambda's documentation
 * for OAC asks for lambda:InvokeFunction from the same distribution as well.
 */
export function cloudFrontMayInvoke(stack: Stack, id: string, functionArn: string, distributionId: string) {
  return new CfnPermission(stack, id, {
    action: 'lambda:InvokeFunction',
    principal: 'cloudfront.amazonaws.com',
    functionName: functionArn,
    sourceArn: `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/${distributionId}`,
  });
}
