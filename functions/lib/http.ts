// The HTTP vocabulary every /api handler shares: API Gateway v2 events in, JSON out, and
// errors with stable codes (core/domain/errors.ts) instead of stack traces.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ErrorCode } from '@core/domain/errors';
import { requiredEnv } from './env';
import { sameSecret } from './secret-token';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type ApiHandler = (event: ApiEvent) => Promise<ApiResult>;

/** The viewer's address, written by CloudFront's viewer function on /api/* over any a client sent. */
export const VIEWER_ADDRESS_HEADER = 'x-studio-viewer-address';
/**
 * The Host the viewer asked for (the app's, or a studio's own domain), written by the same function:
 * CloudFront sends API Gateway its own Host.
 */
export const VIEWER_HOST_HEADER = 'x-studio-viewer-host';
/** Added by CloudFront to every request it sends the API, with the secret ORIGIN_SECRET_ENV holds. */
export const ORIGIN_SECRET_HEADER = 'x-studio-origin-secret';
export const ORIGIN_SECRET_ENV = 'ORIGIN_SECRET';
/** zero-cache, which calls API Gateway's endpoint itself, sends the same secret as its API key. */
export const ZERO_API_KEY_HEADER = 'x-api-key';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * Thrown to end a request with an answer of its own rather than an error (a redirect, say):
 * defineHandler answers `respond(event)`, since such an answer often names the request's address.
 */
export class AnswerInstead extends Error {
  constructor(
    readonly respond: (event: ApiEvent) => ApiResult,
    message: string,
  ) {
    super(message);
  }
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

export function errorResult(error: HttpError): ApiResult {
  const details = error.details === undefined ? {} : { details: error.details };
  return json(error.status, { error: { code: error.code, message: error.message, ...details } });
}

/** Header lookup that ignores case: API Gateway lower-cases names, other callers may not. */
export function header(event: ApiEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

/** The body as it came, for signatures: API Gateway passes text through and base64-encodes anything else. */
export const rawBody = (event: ApiEvent): Buffer =>
  Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');

export function bodyText(event: ApiEvent): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/**
 * The caller's network address, for per-address limits. Through CloudFront, whose sourceIp is its
 * own, it is the viewer's address CloudFront wrote; X-Forwarded-For is not read, as clients write
 * its front and API Gateway may append to it. A request without CloudFront's secret, whatever it
 * claims, came straight to API Gateway's endpoint, and counts against the address it came from.
 */
export function callerAddress(event: ApiEvent): string {
  const fromCloudFront = sameSecret(header(event, ORIGIN_SECRET_HEADER), requiredEnv(ORIGIN_SECRET_ENV));
  const viewer = fromCloudFront ? header(event, VIEWER_ADDRESS_HEADER)?.trim() : undefined;
  return viewer || event.requestContext.http.sourceIp;
}

/** The Host the viewer asked for, as CloudFront's viewer function wrote it (VIEWER_HOST_HEADER). */
export const viewerHost = (event: ApiEvent): string | undefined =>
  header(event, VIEWER_HOST_HEADER)?.trim() || undefined;

/**
 * Whether the request came through CloudFront, or from zero-cache: the only callers the API
 * answers, so its per-address limits and the viewer function's rules hold for everyone else.
 */
export function cameThroughTheOrigin(event: ApiEvent): boolean {
  const expected = requiredEnv(ORIGIN_SECRET_ENV);
  return [ORIGIN_SECRET_HEADER, ZERO_API_KEY_HEADER].some((name) => sameSecret(header(event, name), expected));
}
