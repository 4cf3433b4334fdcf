import { createContext, use } from 'react';

/**
 * How a change travels: through the sync client, which keeps it while it retries and refuses it
 * once it has given up, or straight to the API, which needs the network at that moment.
 */
export type WriteRoute = 'sync' | 'api';
/** A form or confirmation's route, or `none` for one that changes nothing (an export). */
export type ActionRoute = WriteRoute | 'none';

/** Why changes by each route cannot be made now, translated; absent when they can. */
export type WriteBlocks = Partial<Record<WriteRoute, string>>;

/** Provided by the back-office frame from the sync status; elsewhere nothing is blocked. */
export const WriteBlocksContext = createContext<WriteBlocks>({});

/** Why a change sent by `route` cannot be made now, or undefined when it can. */
export function useWriteBlock(route: ActionRoute): string | undefined {
  const blocks = use(WriteBlocksContext);
  return route === 'none' ? undefined : blocks[route];
}
