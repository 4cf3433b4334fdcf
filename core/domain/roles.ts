// The roles a person can hold in a studio, and what each may do. Roles form a ladder: each one
// may do everything the one below it may. The same rules are kept in the Zero handlers
// (core/zero/access.ts), the /api handlers (functions/lib/membership.ts), RLS
// (private.has_role in supabase/migrations) and the app's routes (requiredRole).
/** From the least to the most trusted. */
export const roles = ['assistant', 'manager', 'owner'] as const;
export type Role = (typeof roles)[number];

/**
 * What each kind of work needs at least:
 * - `work`: customers, sessions, galleries, photos and gallery invites: read, add, change.
 * - `manage`: money (payments, receipts, revenue, balances), deleting anything, and the studio's
 *   setup (settings, website, session types, locations, schedule plans, fonts).
 * - `own`: the team, and the studio itself (its address, deleting or exporting it).
 */
export const needs = { work: 'assistant', manage: 'manager', own: 'owner' } as const satisfies Record<string, Role>;

/** Whether `role` reaches `required` on the ladder. */
export function roleAtLeast(role: Role | undefined, required: Role): boolean {
  return role !== undefined && roles.indexOf(role) >= roles.indexOf(required);
}

/** The roles that reach `required`, for queries that filter by role. */
export function rolesAtLeast(required: Role): Role[] {
  return roles.slice(roles.indexOf(required));
}

/** How long a team invitation can be accepted after it is sent. */
export const TEAM_INVITATION_DAYS = 7;
