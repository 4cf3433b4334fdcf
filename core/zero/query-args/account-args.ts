// What every query over one studio's rows takes. Like the rest of query-args/, only the server's
// registry (../checked-queries.ts) loads it: the browser runs queries without checking them.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';

/** The arguments of a query over one studio's rows; each query extends it with its own. */
export const accountArgs = z.object({ accountId: entityId });
