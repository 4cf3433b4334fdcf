// Build-time bindings of the entry points in stacks/runtime/ (esbuild `alias` and `define`,
// set per route in stacks/functions.ts).

declare module 'studio-route-handler' {
  import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

  /** The route's handler: `handler` of its module under functions/. */
  export const handler: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
}

/** The route this bundle serves, from functions/routes.ts. */
declare const __STUDIO_ROUTE__: { method: string; path: string };
