// Entry point of a route served by a Lambda function URL behind CloudFront (the image
// transformer): adapts the function-URL event to the route's API Gateway event and calls the
// route's handler module. esbuild resolves `studio-route-handler` to that module and replaces
// __STUDIO_ROUTE__ with the route (stacks/functions.ts). load-config goes first, as in
// lambda-entry.ts.
import './load-config';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { handler as routeHandler } from 'studio-route-handler';
import { toRouteEvent } from './route-event';

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const routed = toRouteEvent(__STUDIO_ROUTE__, event);
  if (!routed) {
    return {
      statusCode: 404,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      body: JSON.stringify({ error: { code: 'not_found', message: 'No such API route' } }),
    };
  }
  return routeHandler(routed);
}
