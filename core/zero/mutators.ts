// Every synced write of the app, one area per module, run optimistically in the browser and
// authoritatively in /api/zero/mutate with the server-built context.
import { defineMutators } from '@rocicorp/zero';
import { customerMutators } from './customers';

export const mutators = defineMutators({
  customer: customerMutators,
});

export type Mutators = typeof mutators;
