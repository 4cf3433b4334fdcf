import type { Row } from '@rocicorp/zero';
import type { schema } from '@core/zero/schema';
import type { Customer } from './customer';

export type Session = Row<typeof schema.tables.sessions>;
export type Payment = Row<typeof schema.tables.payments>;
export type Location = Row<typeof schema.tables.locations>;

/** A session as lists show it: with its customer when the query related one. */
export type SessionRow = Session & { readonly customer?: Customer | undefined };
