// Every /api route and the module that handles it. The local adapter and the SST Api stack
// both read this table, so what runs locally is exactly what deploys.
export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway route path, with {param} placeholders. */
  path: string;
  /** Module under functions/, without extension; it exports `handler`. */
  handler: string;
};

export const routes: readonly Route[] = [
  { method: 'GET', path: '/api/accounts', handler: 'accounts/list' },
  { method: 'PATCH', path: '/api/accounts/{id}', handler: 'accounts/update' },
  { method: 'PATCH', path: '/api/accounts/{id}/slug', handler: 'accounts/update-slug' },
  { method: 'POST', path: '/api/zero/query', handler: 'zero/query' },
  { method: 'POST', path: '/api/zero/mutate', handler: 'zero/mutate' },
];
