import { getQuery, isQuery } from '@rocicorp/zero';
import { queries } from '@core/zero/queries';

/**
 * The query registered under `name`, if there is one. A name is a path into the registry, so
 * a group of queries ("customers") or an inherited property ("toString") is found as well, and
 * is not a query.
 */
export function registeredQuery(name: string) {
  const query = getQuery(queries, name);
  return isQuery(query) ? query : undefined;
}
