// A client's ZIP download as its token opens it: the gallery, the studio and each part's state,
// while the download is within its DOWNLOAD_DAYS. Anything else (unknown id, wrong token, too
// old) is the same 404, so the answer tells nothing about other downloads.
import type postgres from 'postgres';
import { DAY_MS } from '@core/domain/revenue';
import { DOWNLOAD_DAYS } from '@core/domain/downloads';
import { entityId } from '@core/domain/ids';
import { isDownloadToken } from '../lib/gallery/download-token';
import { HttpError, type ApiEvent } from '../lib/http';

type DownloadRow = {
  id: string;
  accountId: string;
  galleryId: string;
  inviteId: string;
  gallery: string;
  studio: string;
  size: 'web' | 'original';
  createdAt: number;
};
type PartRow = {
  part: number;
  status: string;
  photos: number;
  photoIds: string[];
  size: number | null;
  objectKey: string | null;
};

export async function readyDownload(sql: postgres.Sql, event: ApiEvent) {
  const id = event.pathParameters?.id ?? '';
  const token = event.queryStringParameters?.token ?? '';
  const invalid = new HttpError(404, 'download_link_invalid', 'This download link is not valid');
  if (!entityId.safeParse(id).success || !isDownloadToken(id, token)) throw invalid;
  const [download] = await sql<DownloadRow[]>`
    select d.id, d.account_id as "accountId", d.gallery_id as "galleryId", d.invite_id as "inviteId",
           g.name as gallery, a.name as studio,
           d.size, d.created_at::float8 as "createdAt"
    from gallery_downloads d join galleries g on g.id = d.gallery_id join accounts a on a.id = d.account_id
    where d.id = ${id} and d.created_at > ${Date.now() - DOWNLOAD_DAYS * DAY_MS}`;
  if (!download) throw invalid;
  const parts = await sql<PartRow[]>`
    select part, status, jsonb_array_length(photo_ids) as photos, photo_ids as "photoIds", size::float8 as size, object_key as "objectKey"
    from gallery_download_parts where download_id = ${id} order by part`;
  return { download, parts };
}
