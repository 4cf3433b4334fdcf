// The gallery a back-office request acts on, checked against the caller: a gallery of another
// studio answers exactly like a missing one (404), so ids reveal nothing.
import type postgres from 'postgres';
import { entityId } from '../../core/domain/ids';
import type { Caller } from '../lib/auth';
import { HttpError, type ApiEvent } from '../lib/http';
import { parseInput } from '../lib/input';
import { requireMembership, targetAccount } from '../lib/membership';

export type MemberGallery = {
  id: string;
  accountId: string;
  name: string;
  status: string;
  settings: unknown;
  expiresAt: number;
};

export async function memberGallery(
  sql: postgres.Sql,
  event: ApiEvent,
  caller: Caller,
  galleryId: unknown,
): Promise<MemberGallery> {
  const id = parseInput(galleryId, entityId);
  const [gallery] = await sql<MemberGallery[]>`
    select id, account_id as "accountId", name, status, settings, expires_at::float8 as "expiresAt"
    from galleries where id = ${id}`;
  if (!gallery) throw new HttpError(404, 'not_found', 'Gallery not found');
  await requireMembership(sql, caller.userId, gallery.accountId);
  targetAccount(event, gallery.accountId);
  return gallery;
}
