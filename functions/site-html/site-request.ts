// What the public pages' Lambda reads of a request CloudFront sends its function URL
// (stacks/site-pages.ts), as ./site-response.ts takes it.
import { header, type ApiEvent } from '../lib/http';
import type { SiteRequest } from './site-response';

export function siteRequest(event: ApiEvent): SiteRequest {
  return {
    // CloudFront sends a function URL its own Host; its viewer function keeps the visitor's here,
    // and the visitor's language, which it also keys the cache on.
    host: header(event, 'x-studio-host') ?? header(event, 'host'),
    path: event.rawPath,
    rawQuery: event.rawQueryString,
    query: header(event, 'x-site-language') ?? new URLSearchParams(event.rawQueryString ?? '').get('lng'),
    // A function URL hands the cookies over apart, taking them out of the headers (payload 2.0).
    cookie: event.cookies?.join('; ') ?? header(event, 'cookie'),
    acceptLanguage: header(event, 'accept-language'),
  };
}
