// Build-time bindings of the entry points in stacks/runtime/ (esbuild `alias` and `define`,
// set per route in stacks/functions.ts).

declare module 'studio-route-handler' {
  export const handler: (
    event: import('aws-lambda').APIGatewayProxyEventV2,
  ) => Promise<import('aws-lambda').APIGatewayProxyStructuredResultV2>;
}

/** The route this bundle serves, from functions/routes.ts. */
declare const __STUDIO_ROUTE__: { method: string; path: string };
