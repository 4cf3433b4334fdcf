// The HTTP vocabulary every /api handler shares: API Gateway v2 events in, JSON out, and
// errors with stable codes (core/domain/errors.ts) instead of stack traces.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ErrorCode } from '@core/domain/errors';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type ApiHandler = (event: ApiEvent) => Promise<ApiResult>;

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

export function bodyText(event: ApiEvent): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/**
 * The caller's network address. CloudFront, in front of the API, appends the address it was
 * called from to X-Forwarded-For, so the last entry is that one whatever a client wrote before it;
 * API Gateway's own sourceIp is CloudFront's.
 */
export function callerAddress(event: ApiEvent): string {
  const forwarded = header(event, 'x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || event.requestContext.http.sourceIp;
}
