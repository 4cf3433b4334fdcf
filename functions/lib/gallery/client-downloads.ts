// Counting what a client took, for the photographer's Sharing tab: called only where the bytes
// are handed over (a ZIP part's link followed, one photo's file), never when a download is merely
// asked for, so a ZIP that failed or was never fetched counts nothing.
import type postgres from 'postgres';

/** Who downloaded: the client's invite, in its gallery. */
export type DownloadingClient = { inviteId: string; galleryId: string };

/**
 * Counts each photo once more for the client, and how many of the gallery's photos they have now
 * taken. A download is a visit too: a visitor who only downloaded is not "never opened".
 */
export async function recordDownloads(sql: postgres.Sql, client: DownloadingClient, photoIds: readonly string[]) {
  const now = Date.now();
  await sql.begin(async (tx) => {
    await tx`
      insert into gallery_photo_downloads (invite_id, photo_id, account_id, gallery_id, times, last_at)
      select ${client.inviteId}, id, account_id, gallery_id, 1, ${now} from photos
      where gallery_id = ${client.galleryId} and id = any(${photoIds as string[]})
      on conflict (invite_id, photo_id) do update
        set times = gallery_photo_downloads.times + 1, last_at = excluded.last_at`;
    await tx`
      update gallery_invites set last_downloaded_at = ${now}, last_opened_at = greatest(last_opened_at, ${now}),
        photos_downloaded = (select count(*) from gallery_photo_downloads where invite_id = ${client.inviteId})
      where id = ${client.inviteId}`;
  });
}
