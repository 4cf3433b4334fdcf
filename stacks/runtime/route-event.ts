// A Lambda function URL delivers an API Gateway v2 (payload 2.0) event without the route:
// no routeKey, no pathParameters. The image transformer is written against the API Gateway
// event of its route in functions/routes.ts (as the local adapter delivers it), so the
// function-URL entry point fills those in from the route's path template.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

type RouteSpec = { method: string; path: string };

function pattern(path: string): { regex: RegExp; params: string[] } {
  const params: string[] = [];
  const source = path
    .split(/(\{\w+\})/)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      if (param === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      params.push(param);
      return '([^/]+)';
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), params };
}

/** The event the route's handler would get from API Gateway, or undefined when it is not this route. */
export function toRouteEvent(route: RouteSpec, event: APIGatewayProxyEventV2): APIGatewayProxyEventV2 | undefined {
  const method = event.requestContext.http.method.toUpperCase();
  // CloudFront sends HEAD for HEAD requests to a GET/HEAD behaviour; API Gateway routes GET only.
  if (method !== route.method && !(route.method === 'GET' && method === 'HEAD')) return undefined;
  const { regex, params } = pattern(route.path);
  const found = regex.exec(event.rawPath);
  if (!found) return undefined;
  let pathParameters: Record<string, string>;
  try {
    pathParameters = Object.fromEntries(params.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
  } catch {
    return undefined; // malformed percent-encoding
  }
  const routeKey = `${route.method} ${route.path}`;
  return { ...event, routeKey, pathParameters, requestContext: { ...event.requestContext, routeKey } };
}
