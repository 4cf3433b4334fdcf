// The synced writes as the browser registers them with Zero. Zero needs every mutator when its
// client is made (it replays the writes kept on this device through them), but their code, with
// the domain's schemas that check their arguments, only once one runs. So each is registered by
// name, and the first run of any loads them all (./mutators, the same code the server runs);
// screens make their requests from this registry, the one Zero knows.
import { defineMutators, mustGetMutator } from '@rocicorp/zero';
import { defineLoadedMutator } from './concurrency';
import { mutatorNames } from './mutator-names';
import type { mutators as definedMutators } from './mutators';

type Mutators = typeof definedMutators;

let loading: Promise<Mutators> | undefined;

function loadMutators(): Promise<Mutators> {
  // A failed load (offline, before the service worker held the code) is tried again next time.
  loading ??= import('./mutators').then(
    (module) => module.mutators,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const definitions = Object.fromEntries(
  Object.entries(mutatorNames).map(([area, names]) => [
    area,
    Object.fromEntries(
      names.map((name) => [
        name,
        defineLoadedMutator(async () => mustGetMutator(await loadMutators(), `${area}.${name}`)),
      ]),
    ),
  ]),
);

// Typed as the defined mutators, whose names are these (client-mutators.test.ts).
export const mutators = defineMutators(definitions) as unknown as Mutators;
