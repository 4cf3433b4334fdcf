import { createContext, useContext } from 'react';

/**
 * A context with the hook that reads it. There is no default value: the hook throws when used
 * outside its provider, naming both, so a forgotten provider fails at once.
 */
export function createRequiredContext<T>(hookName: string, providerName: string) {
  const Context = createContext<T | undefined>(undefined);
  function useRequiredContext(): T {
    const value = useContext(Context);
    if (!value) throw new Error(`${hookName} must be used inside ${providerName}`);
    return value;
  }
  return [Context, useRequiredContext] as const;
}
