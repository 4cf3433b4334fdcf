// GET /api/downloads/{id}?token=: what the download page shows of a client's ZIP download — the
// gallery and studio, and each part's state and size — while the jobs build it and after.
import { DAY_MS } from '@core/domain/revenue';
import { DOWNLOAD_DAYS } from '@core/domain/downloads';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { readyDownload } from './ready-download';

export const handler = defineHandler(async (event) => {
  const { download, parts } = await readyDownload(getSql(), event);
  return json(
    200,
    {
      gallery: download.gallery,
      studio: download.studio,
      size: download.size,
      availableUntil: download.createdAt + DOWNLOAD_DAYS * DAY_MS,
      parts: parts.map(({ part, status, photos, size }) => ({ part, status, photos, size })),
    },
    { 'cache-control': 'no-store' },
  );
});
