// GET /api/logos/{id}/{file}[?icon=32|180]: a studio's uploaded logo ({id} is the studio's account),
// for anyone, as `theme.logoUrl` names it. Only keys POST /api/upload/logo makes can be reached.
import { logoKeyOf } from '../lib/storage/brand-keys';
import { defineHandler } from '../lib/handler';
import { storedBrandImage } from './brand-image-file';

export const handler = defineHandler(async (event) =>
  storedBrandImage(
    event,
    logoKeyOf(event.pathParameters?.id ?? '', event.pathParameters?.file ?? ''),
    'Logo not found',
  ),
);
