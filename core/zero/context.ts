// What the server knows about the caller of a Zero query or mutation. The server builds it
// from the verified access token and the account_members table; in the browser the same
// shape only shapes optimistic results (the server's answer always wins).
import { roleAtLeast, type Role } from '../domain/roles';

export type ZeroContext = {
  readonly userID: string;
  /** The caller's role in each account they are a member of. */
  readonly roles: Readonly<Record<string, Role>>;
  /**
   * The sign-in (the token's session_id) the server verified; every query it runs requires it to
   * be still open. The browser leaves it out: its rows came through the server's queries.
   */
  readonly sessionId?: string;
};

/** Whether the caller is a member of the account with at least the role `need`. */
export function hasRole(ctx: ZeroContext | undefined, accountId: string, need: Role = 'assistant'): boolean {
  return ctx !== undefined && Object.hasOwn(ctx.roles, accountId) && roleAtLeast(ctx.roles[accountId], need);
}
