// GET /api/site-images/{id}/{file}[?icon=32|180]: a studio's site image ({id} is the studio's
// account), for anyone, as its cover, portrait, image blocks or favicon name it. Only keys the
// site-image handlers make can be reached.
import { siteImageKeyOf } from '../lib/storage/brand-keys';
import { defineHandler } from '../lib/handler';
import { storedBrandImage } from './brand-image-file';

export const handler = defineHandler(async (event) =>
  storedBrandImage(
    event,
    siteImageKeyOf(event.pathParameters?.id ?? '', event.pathParameters?.file ?? ''),
    'Image not found',
  ),
);
