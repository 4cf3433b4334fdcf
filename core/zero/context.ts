// What the server knows about the caller of a Zero query or mutation. The server builds it
// from the verified access token and the account_members table; in the browser the same
// shape only shapes optimistic results (the server's answer always wins).
export type ZeroContext = {
  readonly userID: string;
  /** The accounts the caller is a member of. */
  readonly accountIDs: readonly string[];
};

export function isMemberOf(ctx: ZeroContext | undefined, accountId: string): boolean {
  return ctx !== undefined && ctx.accountIDs.includes(accountId);
}
