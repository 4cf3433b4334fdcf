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

const keyOf = (file: { filename: string; size: number }) => `${file.size}/${file.filename}`;

export const handler = defineHandler(async (event) => {
  const request = parseJsonBody(event, alikeRequest);
  const { gallery } = await uploadCaller(event, request.galleryId);
  const rows = await getSql()<{ filename: string; size: number }[]>`
    select distinct p.filename, p.size::float8 as size from photos p
    join unnest(${request.files.map((file) => file.filename)}::text[], ${request.files.map((file) => file.size)}::bigint[])
      as chosen(filename, size) on p.filename = chosen.filename and p.size = chosen.size
    where p.gallery_id = ${gallery.id}`;
  const present = new Set(rows.map(keyOf));
  return json(200, { alike: request.files.flatMap((file, index) => (present.has(keyOf(file)) ? [index] : [])) });
});
