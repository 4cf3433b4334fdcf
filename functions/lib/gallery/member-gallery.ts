// The gallery a back-office request acts on, checked against the caller: a gallery of another
// studio answers exactly like a missing one (404), so ids reveal nothing.
import type postgres from 'postgres';
import { needs, type Role } from '@core/domain/roles';
import type { Caller } from '../auth';
import type { ApiEvent } from '../http';
import { memberRow } from '../membership';

export type MemberGallery = {
  id: string;
  accountId: string;
  name: string;
  status: string;
  settings: unknown;
  expiresAt: number;
};

export function memberGallery(
  sql: postgres.Sql,
  event: ApiEvent,
  caller: Pick<Caller, 'userId'>,
  galleryId: unknown,
  need: Role = needs.work,
): Promise<MemberGallery> {
  return memberRow<MemberGallery>(sql, event, caller.userId, {
    table: 'galleries',
    id: galleryId,
    columns: sql`id, account_id as "accountId", name, status, settings, expires_at::float8 as "expiresAt"`,
    notFound: 'Gallery not found',
    need,
  });
}
