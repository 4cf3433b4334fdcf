import { useSyncExternalStore } from 'react';
import type { Observable } from '../lib/observable';

/** The current value of `source`, re-rendering when it changes. */
export function useObservable<T>(source: Observable<T>): T {
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
