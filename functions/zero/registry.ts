import { getQuery, isQuery } from '@rocicorp/zero';
import { checkedQueries } from '@core/zero/checked-queries';

/**
 * The query registered under `name`, if there is one, checking its arguments before it builds
 * its ZQL (the browser's registry does not). A name is a path into the registry, so a group of
 * queries ("customers") or an inherited property ("toString") is found as well, and is not a query.
 */
export function registeredQuery(name: string) {
  const query = getQuery(checkedQueries, name);
  return isQuery(query) ? query : undefined;
}
