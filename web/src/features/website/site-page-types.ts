import type { Row } from '@rocicorp/zero';
import type { schema } from '@core/zero/schema';

export type SitePage = Row<typeof schema.tables.pages>;
