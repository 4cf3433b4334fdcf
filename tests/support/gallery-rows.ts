// A gallery row written straight to Postgres, for tests whose subject is not how galleries are
// created. Integration and browser fixtures choose their own defaults.
import type postgres from 'postgres';
import { newId } from '../../core/domain/ids';
import type { TestUser } from './users';

export type GalleryOptions = {
  name?: string;
  status?: 'draft' | 'published' | 'archived';
  visibility?: 'public' | 'invite';
  downloads?: boolean;
  expiresAt?: number;
};

type GalleryRow = Required<GalleryOptions>;

/** Inserts a gallery of `user`'s studio, authored by them, and returns its id. */
export async function insertGallery(sql: postgres.Sql, user: TestUser, row: GalleryRow): Promise<string> {
  const id = newId();
  await sql`insert into galleries (id, account_id, author_id, name, status, expires_at, settings)
            values (${id}, ${user.accountId}, ${user.userId}, ${row.name}, ${row.status}, ${row.expiresAt},
                    ${sql.json({ visibility: row.visibility, downloads: row.downloads })})`;
  return id;
}
