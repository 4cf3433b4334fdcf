// The first rows of a back-office screen on a page load, read once from the server
// (/api/zero/read) while the sync client is still opening the studio's local store: IndexedDB
// takes a few hundred milliseconds on a reload and longer in a new tab, and the screen would
// otherwise wait for it. A screen shows these results only until Zero has caught up with them
// for the same query (zeroHasCaughtUp); then they are forgotten, and Zero's are the truth, live as
// ever. Without a connection to the sync server they stay on screen: the last rows the server
// gave beat an empty list.
import type { QueryResultDetails, ReadonlyJSONValue } from '@rocicorp/zero';
import { useEffect, useSyncExternalStore } from 'react';
import { answerShape, v } from './answer-shape';
import { createApiClient } from './api';
import { observable } from './observable';
import { zeroHasCaughtUp } from './zero-caught-up';

/** A query as /api/zero/read takes it: its registry name (`customers.list`) and arguments. */
export type NamedQuery = { readonly name: string; readonly args: ReadonlyJSONValue | undefined };

/** What `queries.x.y(args)` returns, as far as this module needs it. */
type QueryRequest = { readonly query: { readonly queryName: string }; readonly args: ReadonlyJSONValue | undefined };

const readResponse = answerShape(v.object({ results: v.array(v.unknown()) }));
const fetched = new Map<string, unknown>();
// Bumped whenever `fetched` changes, so the screens reading it render again.
const fetchedVersion = observable(0);
const changed = () => fetchedVersion.set(fetchedVersion.get() + 1);

// The screens and the page load build their arguments with the same functions
// (features/clients/list-args.ts), so equal queries have equal JSON.
const keyOf = ({ name, args }: NamedQuery) => `${name}:${JSON.stringify(args ?? null)}`;

/**
 * Starts reading `requests` from the server in one request, so their results arrive together
 * (a list never shows before the currency it is written in). A failure leaves them to Zero.
 */
export function prefetchFirstRows(requests: readonly NamedQuery[], accountId: string): Promise<void> {
  return createApiClient(accountId)
    .post('/api/zero/read', { queries: requests }, readResponse)
    .then(({ results }) => {
      // null: a `.one()` query without a row, which is what Zero shows before it answers too.
      requests.forEach((request, index) => results[index] != null && fetched.set(keyOf(request), results[index]));
      changed();
    })
    .catch(() => undefined);
}

/**
 * What a screen shows for `request`: `useQuery`'s value and result, except that until Zero has
 * caught up, the value read from the server on this page load stands in.
 */
export function useFirstRows<T, R extends Pick<QueryResultDetails, 'type'>>(
  request: QueryRequest,
  [value, result]: readonly [T, R],
): readonly [T, R] {
  const key = keyOf({ name: request.query.queryName, args: request.args });
  const early = useSyncExternalStore(fetchedVersion.subscribe, () => fetched.get(key));
  const caughtUp = zeroHasCaughtUp(value, result.type, early);
  useEffect(() => {
    if (caughtUp && fetched.delete(key)) changed();
  }, [caughtUp, key]);
  if (caughtUp || early === undefined) return [value, result];
  // The server ran this very query definition, so its value has the shape Zero's would.
  return [early as T, result];
}
