// Which galleries a studio's site lists: published, public and unexpired, the ones anyone with the
// link may open. functions/lib/gallery-access.ts (`galleryAudience`) says so of one gallery in
// TypeScript; this is the same rule in SQL, so a studio's many galleries are filtered by Postgres.
import type postgres from 'postgres';

/** SQL true for a listed gallery aliased `g`. */
export function listedGallery(sql: postgres.Sql, now = Date.now()): postgres.Fragment {
  return sql`(g.status = 'published' and g.settings ->> 'visibility' = 'public'
    and (g.expires_at = 0 or g.expires_at > ${now}))`;
}
