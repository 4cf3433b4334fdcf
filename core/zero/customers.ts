// Customers: the photographer's clients. The pattern every area follows: queries filter by the
// caller's membership, and the server checks their arguments before it runs them with the schemas
// of query-args/customers.ts (imported here as types only, so the browser never loads them);
// mutators validate with the domain's zod schema, check membership, write.
// The area's synced writes are in writes/customers.ts.
import { defineQuery, type Query } from '@rocicorp/zero';
import { likeLiteral, searchPatterns } from '../domain/search';
import { inStudio, type QueryOptions } from './access';
import type { customerQueryArgs } from './query-args/customers';
import { zql, type Schema } from './schema';

/** `q` narrowed to customers whose name, e-mail or phone hold every word of `term`. */
export function whereSearchMatches<R>(q: Query<'customers', Schema, R>, term: string): Query<'customers', Schema, R> {
  return searchPatterns(term).reduce((narrowed, pattern) => narrowed.where('searchText', 'LIKE', pattern), q);
}

export const customerQueries = {
  list: defineQuery(({ args: { accountId, search, limit }, ctx }: QueryOptions<typeof customerQueryArgs.list>) => {
    let q = inStudio(zql.customers, ctx, accountId);
    if (search) q = whereSearchMatches(q, search);
    // By the folded name, as a person reads an index: "Àngels" among the A's, not after Z.
    q = q.orderBy('searchText', 'asc').orderBy('id', 'asc');
    return limit === undefined ? q : q.limit(limit);
  }),
  /**
   * Customers of the studio with this e-mail, whatever its case, for the customer form's warning:
   * it names one, and two rows leave room for the customer being edited.
   */
  withEmail: defineQuery(({ args: { accountId, email }, ctx }: QueryOptions<typeof customerQueryArgs.withEmail>) =>
    inStudio(zql.customers, ctx, accountId)
      .where('email', 'ILIKE', likeLiteral(email))
      .orderBy('searchText', 'asc')
      .orderBy('id', 'asc')
      .limit(2),
  ),
  byId: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof customerQueryArgs.byId>) =>
    inStudio(zql.customers, ctx, accountId).where('id', id).one(),
  ),
  /** What the customer wrote from the studio's public site, newest first. */
  enquiries: defineQuery(({ args: { accountId, customerId }, ctx }: QueryOptions<typeof customerQueryArgs.enquiries>) =>
    inStudio(zql.enquiries, ctx, accountId)
      .where('customerId', customerId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc'),
  ),
};
