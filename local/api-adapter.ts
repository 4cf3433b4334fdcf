// Stands in for API Gateway: turns a Node request into the API Gateway v2 event that Lambda
// would receive and hands it to the very handler module that deploys (functions/routes.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { requiredEnv } from '../functions/lib/env';
import {
  json,
  ORIGIN_SECRET_ENV,
  ORIGIN_SECRET_HEADER,
  VIEWER_ADDRESS_HEADER,
  VIEWER_HOST_HEADER,
  type ApiEvent,
  type ApiHandler,
  type ApiResult,
} from '../functions/lib/http';
import { routes, type Route } from '../functions/routes';
import { readBoundedBody } from './read-body';
import { countDelivery } from './delivery-count';

const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit

type CompiledRoute = Route & { pattern: RegExp; params: string[] };

const compiled: CompiledRoute[] = routes.map((route) => {
  const params: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    params.push(name);
    return '([^/]+)';
  });
  return { ...route, pattern: new RegExp(`^${source}$`), params };
});

const handlers = new Map<string, Promise<ApiHandler>>();

function loadHandler(module: string): Promise<ApiHandler> {
  let loaded = handlers.get(module);
  if (!loaded) {
    loaded = import(`../functions/${module}.ts`).then((m: { handler: ApiHandler }) => m.handler);
    handlers.set(module, loaded);
  }
  return loaded;
}

function match(method: string, path: string): { route: CompiledRoute; values: string[] } | undefined {
  for (const route of compiled) {
    if (route.method !== method) continue;
    const found = route.pattern.exec(path);
    if (found) return { route, values: found.slice(1) };
  }
  return undefined;
}

/** The route's parameters, decoded; undefined when one's percent-encoding is malformed ("%FF"). */
function decodePathParameters(route: CompiledRoute, values: string[]): Record<string, string> | undefined {
  try {
    return Object.fromEntries(route.params.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
  } catch (error) {
    if (error instanceof URIError) return undefined;
    throw error;
  }
}

function isText(contentType: string | undefined): boolean {
  return !contentType || /^(text\/|application\/(json|x-www-form-urlencoded|xml))/.test(contentType);
}

/** The address the request's connection came from, an IPv4 one as such (not `::ffff:127.0.0.1`). */
function socketAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '127.0.0.1';
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1] ?? address;
}

function toEvent(
  req: IncomingMessage,
  url: URL,
  route: CompiledRoute,
  pathParameters: Record<string, string>,
  body: Buffer,
): ApiEvent {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[key.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // What CloudFront adds in front of the API (stacks/web.ts), over anything the client wrote.
  const address = socketAddress(req);
  headers[VIEWER_ADDRESS_HEADER] = address;
  headers[VIEWER_HOST_HEADER] = headers.host ?? '';
  headers[ORIGIN_SECRET_HEADER] = requiredEnv(ORIGIN_SECRET_ENV);
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${address}` : address;
  const text = isText(headers['content-type']);
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: headers.cookie?.split(/;\s*/).filter(Boolean),
    headers,
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    pathParameters,
    body: body.length === 0 ? undefined : text ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !text,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: url.hostname.split('.')[0] ?? url.hostname,
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: address,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

export function send(res: ServerResponse, result: ApiResult) {
  res.statusCode = result.statusCode ?? 200;
  for (const [key, value] of Object.entries(result.headers ?? {})) res.setHeader(key, String(value));
  if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
  const body = result.body ?? '';
  res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

/** Serves /api/* through the Lambda handlers; answers 404 JSON for unknown routes. */
export async function handleApi(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const url = new URL(req.url ?? '/', origin);
  const found = match(req.method ?? 'GET', url.pathname);
  if (!found) return send(res, json(404, { error: { code: 'not_found', message: 'No such API route' } }));
  // API Gateway refuses such a path with a 400 before any Lambda runs.
  const pathParameters = decodePathParameters(found.route, found.values);
  if (!pathParameters)
    return send(
      res,
      json(400, { error: { code: 'invalid_input', message: 'Malformed percent-encoding in the path' } }),
    );
  const body = await readBoundedBody(req, MAX_BODY_BYTES);
  if (body === undefined) return send(res, json(413, { error: { code: 'invalid_input', message: 'Body too large' } }));
  const handler = await loadHandler(found.route.handler);
  const result = await handler(toEvent(req, url, found.route, pathParameters, body));
  // Counted before the answer leaves, so whoever reads the studio's use after it finds it there.
  await countDelivery(url.pathname, result).catch((error: unknown) => console.error('delivery count failed', error));
  send(res, result);
}
