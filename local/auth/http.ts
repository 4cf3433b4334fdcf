// The HTTP plumbing of the auth server: what a route returns, reading bodies with a size limit,
// and writing answers with the headers supabase-js and browsers expect.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { readBoundedBody } from '../read-body';
import { AuthError, validationFailed } from './errors';

export type Reply =
  | { type: 'json'; status: number; body: unknown }
  | { type: 'html'; status: number; html: string; headers: Record<string, string> }
  | { type: 'redirect'; status: 302 | 303; location: string }
  | { type: 'empty'; status: 204 };

export const json = (body: unknown, status = 200): Reply => ({ type: 'json', status, body });
export const redirect = (location: string, status: 302 | 303 = 303): Reply => ({ type: 'redirect', status, location });
export const noContent = (): Reply => ({ type: 'empty', status: 204 });
export const html = (markup: string, status = 200, headers: Record<string, string> = {}): Reply => ({
  type: 'html',
  status,
  html: markup,
  headers,
});

/** GoTrue's request bodies are small; user_metadata is the largest thing a client sends. */
const MAX_BODY_BYTES = 64 * 1024;

async function readText(req: IncomingMessage): Promise<string> {
  const tooLarge = () =>
    new AuthError(413, 'request_entity_too_large', `Request body too large (max ${MAX_BODY_BYTES} bytes)`);
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  const body = await readBoundedBody(req, MAX_BODY_BYTES);
  if (!body) throw tooLarge();
  return body.toString('utf8');
}

/** The request's parameters: a JSON object (what supabase-js sends) or an HTML form. */
export async function readParams(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readText(req);
  if ((req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as Record<string, unknown>;
}

/** Turns a zod failure into GoTrue's 400 validation_failed. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw validationFailed(issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : 'Invalid request');
}

/** The address rate limits count against. Only the socket is trusted: headers can be forged. */
export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

const CORS_ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
].join(', ');

/** Headers on every answer: the API version supabase-js reads error codes by, CORS for the site. */
export function commonHeaders(req: IncomingMessage, siteOrigin: string): Record<string, string> {
  const headers: Record<string, string> = {
    'x-supabase-api-version': '2024-01-01',
    'cache-control': 'no-store',
    vary: 'Origin',
  };
  if (req.headers.origin === siteOrigin) {
    Object.assign(headers, {
      'access-control-allow-origin': siteOrigin,
      'access-control-expose-headers': 'X-Supabase-Api-Version, Retry-After',
    });
  }
  return headers;
}

export function preflightHeaders(): Record<string, string> {
  return {
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': CORS_ALLOWED_HEADERS,
    'access-control-max-age': '600',
  };
}

export function send(res: ServerResponse, reply: Reply, headers: Record<string, string>): void {
  switch (reply.type) {
    case 'json':
      res.writeHead(reply.status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(reply.body));
      return;
    case 'html':
      res.writeHead(reply.status, { ...headers, ...reply.headers, 'content-type': 'text/html; charset=utf-8' });
      res.end(reply.html);
      return;
    case 'redirect':
      res.writeHead(reply.status, { ...headers, location: reply.location });
      res.end();
      return;
    case 'empty':
      res.writeHead(reply.status, headers);
      res.end();
      return;
  }
}
