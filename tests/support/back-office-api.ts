// The back office's writes made as its screens make them, for tests and benchmarks that need a
// studio's quotes and invoices without driving the editors: its /api calls, and its synced
// mutations sent to the push endpoint zero-cache forwards them to.
import { newId } from '../../core/domain/ids';

export function backOfficeApi(origin: string, accessToken: string) {
  const call = async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        'x-channel': 'backoffice',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  /** One mutator, as a screen calls it (core/zero/mutators.ts); throws unless the server applied it. */
  const mutate = async (name: string, args: unknown): Promise<void> => {
    const answer = await call('POST', '/api/zero/mutate?schema=zero_0&appID=zero', {
      clientGroupID: newId(),
      mutations: [{ type: 'custom', id: 1, clientID: newId(), name, args: [args], timestamp: Date.now() }],
      pushVersion: 1,
      timestamp: Date.now(),
      requestID: newId(),
    });
    const result = (answer.mutations as { result: Record<string, unknown> }[] | undefined)?.[0]?.result;
    if (!result || Object.keys(result).length > 0) throw new Error(`${name}: ${JSON.stringify(answer)}`);
  };
  return { call, mutate };
}
