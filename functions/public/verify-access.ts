// POST /api/p/{id}/galleries/verify (id: the gallery): whether the caller may view the gallery,
// with the viewer's image token in `Authorization: Bearer` or `?access=`.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { viewableGallery } from '../lib/gallery/viewable-gallery';

export const handler = defineHandler(async (event) => {
  await viewableGallery(getSql(), event, event.pathParameters?.id);
  return json(200, { ok: true });
});
