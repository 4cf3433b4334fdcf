import type { Row } from '@rocicorp/zero';
import type { schema } from '@core/zero/schema';

export type Gallery = Row<typeof schema.tables.galleries>;
export type Photo = Row<typeof schema.tables.photos>;
export type GalleryInvite = Row<typeof schema.tables.galleryInvites>;
