// POST /api/me/delete {email}: the caller deletes their own user. The studios where they are the only
// person go with them (every row, then every stored file under the studio's prefix); from a
// studio with other people they are only removed, and a studio whose last owner they are is left
// alone: the request is refused (409 last_owner) and nothing changes, as a studio always keeps
// an owner. Typing the address again guards against a stray click.
import { z } from 'zod';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler, logError } from '../lib/handler';
import { HttpError } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { STAGING_PREFIX } from '../lib/storage/object-keys';
import { deleteStoredPrefix } from '../lib/storage/stored-files';

const Confirmation = z.object({ email: z.string().trim().min(1).max(320) }).strict();

type Studio = { id: string; name: string; role: string; people: number; owners: number };

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const { email } = parseJsonBody(event, Confirmation);
  if (!caller.email || email.toLowerCase() !== caller.email.toLowerCase()) {
    throw new HttpError(400, 'deletion_confirmation_mismatch', 'The e-mail address does not match');
  }
  const sql = getSql();
  const deletedStudios = await sql.begin(async (tx) => {
    // Locked, so nobody joins or leaves a studio between the check and the deletion.
    const studios = await tx<Studio[]>`
      select a.id, a.name, m.role,
             (select count(*)::int from account_members p where p.account_id = a.id) as people,
             (select count(*)::int from account_members o where o.account_id = a.id and o.role = 'owner') as owners
      from account_members m join accounts a on a.id = m.account_id
      where m.user_id = ${caller.userId}
      for update of a`;
    const kept = studios.filter((s) => s.people > 1 && s.role === 'owner' && s.owners === 1);
    if (kept.length > 0) {
      throw new HttpError(409, 'last_owner', 'Make someone else an owner of these studios first', {
        studios: kept.map(({ id, name }) => ({ id, name })),
      });
    }
    const alone = studios.filter((s) => s.people === 1).map((s) => s.id);
    if (alone.length > 0) await tx`delete from accounts where id in ${tx(alone)}`;
    await tx`delete from account_members where user_id = ${caller.userId}`;
    // Their sign-ins, identities and one-time tokens go with the user (Supabase Auth's cascades).
    await tx`delete from auth.users where id = ${caller.userId}`;
    return alone;
  });
  // The rows are gone either way: files a failure leaves behind are unreachable (no row names
  // them), and the logged prefix tells an operator what to remove.
  for (const studio of deletedStudios) {
    for (const prefix of [`${studio}/`, `${STAGING_PREFIX}${studio}/`])
      await deleteStoredPrefix(prefix).catch((error: unknown) => logError(event, error));
  }
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
