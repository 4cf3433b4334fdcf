// POST /api/upload/known {galleryId, sha256s}: which of these files (by the SHA-256 the browser
// computed of each) are photos of the gallery already, so a folder chosen again, after a reload
// or a closed lid, sends only the missing ones. The database keeps one photo per content anyway
// (register-photo.ts); this spares sending what would be dropped.
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { uploadCaller } from '../lib/gallery/upload-caller';
import { contentHash } from './upload-fields';

const knownRequest = z.strictObject({
  galleryId: entityId,
  sha256s: z.array(contentHash).min(1).max(1000),
});

export const handler = defineHandler(async (event) => {
  const request = parseJsonBody(event, knownRequest);
  const { gallery } = await uploadCaller(event, request.galleryId);
  const rows = await getSql()<{ sha256: string }[]>`
    select content_sha256 as sha256 from photos
    where gallery_id = ${gallery.id} and content_sha256 = any(${request.sha256s}::text[])`;
  return json(200, { known: rows.map((row) => row.sha256) });
});
