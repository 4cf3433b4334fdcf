import type { Row } from '@rocicorp/zero';
import type { schema } from '@core/zero/schema';
import type { InvoiceRow } from '../document-types';

export type Invoice = InvoiceRow;
export type InvoicePayment = Row<typeof schema.tables.payments>;
