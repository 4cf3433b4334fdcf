import type { Row } from '@rocicorp/zero';
import type { schema } from '@core/zero/schema';

export type Customer = Row<typeof schema.tables.customers>;

/** A customer's page in the back office. */
export function customerPath(customerId: string): string {
  return `/app/clients/customers/${encodeURIComponent(customerId)}`;
}
