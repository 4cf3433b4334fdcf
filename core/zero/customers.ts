// Customers: the photographer's clients. The pattern every area follows: queries filter by the
// caller's membership; mutators validate with the domain's zod schema, check membership, write.
// The area's synced writes are in writes/customers.ts.
import { defineQuery, type Query } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { entityId } from '../domain/ids';
import { likeLiteral, searchPatterns } from '../domain/search';
import { accountArgs, inStudio } from './access';
import { zql, type Schema } from './schema';

/** Long lists load by windows that grow as a person scrolls; never more than this at once. */
export const listWindow = z.int().check(z.minimum(1), z.maximum(5000));

/** `q` narrowed to customers whose name, e-mail or phone hold every word of `term`. */
export function whereSearchMatches<R>(q: Query<'customers', Schema, R>, term: string): Query<'customers', Schema, R> {
  return searchPatterns(term).reduce((narrowed, pattern) => narrowed.where('searchText', 'LIKE', pattern), q);
}

export const customerQueries = {
  list: defineQuery(
    z.extend(accountArgs, { search: z.optional(z.string().check(z.maxLength(200))), limit: z.optional(listWindow) }),
    ({ args: { accountId, search, limit }, ctx }) => {
      let q = inStudio(zql.customers, ctx, accountId);
      if (search) q = whereSearchMatches(q, search);
      // By the folded name, as a person reads an index: "Àngels" among the A's, not after Z.
      q = q.orderBy('searchText', 'asc').orderBy('id', 'asc');
      return limit === undefined ? q : q.limit(limit);
    },
  ),
  /**
   * Customers of the studio with this e-mail, whatever its case, for the customer form's warning:
   * it names one, and two rows leave room for the customer being edited.
   */
  withEmail: defineQuery(
    z.extend(accountArgs, { email: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)) }),
    ({ args: { accountId, email }, ctx }) =>
      inStudio(zql.customers, ctx, accountId)
        .where('email', 'ILIKE', likeLiteral(email))
        .orderBy('searchText', 'asc')
        .orderBy('id', 'asc')
        .limit(2),
  ),
  byId: defineQuery(z.extend(accountArgs, { id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.customers, ctx, accountId).where('id', id).one(),
  ),
  /** What the customer wrote from the studio's public site, newest first. */
  enquiries: defineQuery(z.extend(accountArgs, { customerId: entityId }), ({ args: { accountId, customerId }, ctx }) =>
    inStudio(zql.enquiries, ctx, accountId)
      .where('customerId', customerId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc'),
  ),
};
