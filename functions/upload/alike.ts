// POST /api/upload/alike {galleryId, files: [{filename, size}]}: which of these files (by index)
// have a photo of the same name and size in the gallery. Only those may be photos the gallery has
// already, so only those are worth hashing in the browser and asking /api/upload/known about: a
// folder of new photos goes without being read twice, and the database keeps one photo per content
// anyway (register-photo.ts).
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { uploadCaller } from '../lib/gallery/upload-caller';

const alikeRequest = z.strictObject({
  galleryId: entityId,
  files: z
    .array(z.strictObject({ filename: z.string().min(1).max(1024), size: z.number().int().positive() }))
    .min(1)
    .max(1000),
});

export const handler = defineHandler(async (event) => {
  const request = parseJsonBody(event, alikeRequest);
  const { gallery } = await uploadCaller(event, request.galleryId);
  const rows = await getSql()<{ index: number }[]>`
    select distinct chosen.n::int - 1 as index
    from unnest(${request.files.map((file) => file.filename)}::text[], ${request.files.map((file) => file.size)}::bigint[])
      with ordinality as chosen(filename, size, n)
    join photos p on p.gallery_id = ${gallery.id} and p.filename = chosen.filename and p.size = chosen.size
    order by index`;
  return json(200, { alike: rows.map((row) => row.index) });
});
