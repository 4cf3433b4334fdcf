import type { UIMatch } from 'react-router';
import { roleAtLeast, type Role } from '@core/domain/roles';

/** What a back-office route says of who may open it: its `handle` in router.tsx. */
export type RoleHandle = { requiredRole: Role };

function isRoleHandle(handle: unknown): handle is RoleHandle {
  return typeof handle === 'object' && handle !== null && 'requiredRole' in handle;
}

/** The strictest role the matched routes ask for; none when every member may open them. */
export function requiredRoleOf(matches: readonly UIMatch[]): Role | undefined {
  return matches
    .map((match) => match.handle)
    .filter(isRoleHandle)
    .reduce<Role | undefined>(
      (strictest, { requiredRole }) => (strictest && roleAtLeast(strictest, requiredRole) ? strictest : requiredRole),
      undefined,
    );
}
