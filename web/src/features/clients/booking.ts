import type { Row } from '@rocicorp/zero';
import type { schema } from '@core/zero/schema';

export type Session = Row<typeof schema.tables.sessions>;
export type Payment = Row<typeof schema.tables.payments>;
export type Location = Row<typeof schema.tables.locations>;
