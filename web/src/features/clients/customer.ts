import type { Row } from '@rocicorp/zero';
import type { schema } from '../../../../core/zero/schema';

export type Customer = Row<typeof schema.tables.customers>;
