import { useCallback } from 'react';
import { needs, roleAtLeast } from '@core/domain/roles';
import { useAccount } from './use-account';

/** A kind of work in a studio (core/domain/roles.ts): `work`, `manage` or `own`. */
export type Work = keyof typeof needs;

/**
 * Whether the person's role in the selected studio allows a kind of work. Screens hide what it
 * does not allow, so nobody meets a button the server would refuse.
 */
export function useAllowed(): (work: Work) => boolean {
  const { role } = useAccount().account;
  return useCallback((work) => roleAtLeast(role, needs[work]), [role]);
}

/** Whether the person may do `work` in the selected studio: `useCan('manage')`. */
export function useCan(work: Work): boolean {
  return useAllowed()(work);
}
