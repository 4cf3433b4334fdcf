// A sign-out everywhere ends the sign-in's sync as it ends its /api access (sign-out.test.ts): an
// open sync connection of the ended sign-in loses the studio's rows and gets none written since,
// as a removed member's does (team.test.ts), while the studio's other members go on syncing.
import postgres from 'postgres';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { queries } from '@core/zero/queries';
import { databaseUrl } from '../support/env';
import { newUser } from '../support/users';
import { clientOf, insertCustomer, load } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
afterAll(() => sql.end());

/** How long an ended sign-in may go on receiving rows, as the issue asks. */
const DEADLINE_MS = 5_000;

describe('a sign-out everywhere', () => {
  it('stops the ended sign-in’s sync at once, while another member’s goes on', async () => {
    const owner = await newUser('sync-out');
    const partner = await newUser('sync-partner');
    await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${partner.userId}, 'manager')`;
    await insertCustomer(sql, owner, 'Before the sign-out');
    const signedOut = clientOf(owner);
    const signedIn = clientOf(partner, [owner.accountId]);
    const list = queries.customers.list({ accountId: owner.accountId });
    try {
      await Promise.all([load(signedOut, list), load(signedIn, list)]);
      const outView = signedOut.materialize(list);
      const inView = signedIn.materialize(list);
      const seenSignedOut = new Set<string>();
      outView.addListener((rows) => rows.forEach((row) => seenSignedOut.add(row.id)));

      expect((await owner.client.auth.signOut({ scope: 'global' })).error).toBeNull();
      // Written by the other member, as the studio goes on working.
      const id = await insertCustomer(sql, { ...partner, accountId: owner.accountId }, 'After the sign-out');

      // Both waits count from the moment the customer was written.
      await Promise.all([
        vi.waitUntil(() => inView.data.some((row) => row.id === id), { timeout: DEADLINE_MS, interval: 20 }),
        vi.waitUntil(() => outView.data.length === 0, { timeout: DEADLINE_MS, interval: 20 }).catch(() => {}),
      ]);
      expect({ rowsLeft: outView.data.length, gotNewRow: seenSignedOut.has(id) }).toEqual({
        rowsLeft: 0,
        gotNewRow: false,
      });
      outView.destroy();
      inView.destroy();
    } finally {
      await Promise.all([signedOut.close(), signedIn.close()]);
    }
  });
});
