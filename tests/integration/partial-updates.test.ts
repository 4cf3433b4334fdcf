// A partial update changes exactly the fields it was sent: each entity is created with every
// field away from its default, then one field is sent, through the real Zero handlers (or the
// API for a studio), and Postgres must show that field changed and every other column kept.
import { isDeepStrictEqual } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGallerySettings } from '../../core/domain/gallery';
import { newId } from '../../core/domain/ids';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import {
  clientOf,
  DAY,
  insertCustomer,
  insertGallery,
  insertLocation,
  insertSession,
  load,
} from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let zero: ReturnType<typeof clientOf>;

beforeAll(async () => {
  owner = await newUser('editor');
  zero = clientOf(owner);
});
afterAll(async () => {
  await zero.close();
  await sql.end();
});

type MutateRequest = Parameters<typeof zero.mutate>[0];

/** Runs `request` as the owner's browser would, and waits for the server to apply it. */
async function saved(request: MutateRequest): Promise<void> {
  expect(await zero.mutate(request).server).toEqual({ type: 'success' });
}

const rowOf = async (table: string, id: string) =>
  (await sql<Record<string, unknown>[]>`select * from ${sql(table)} where id = ${id}`)[0] ?? {};

/** The columns of row `id` of `table` that `change` changed in Postgres, with their new values. */
async function columnsChangedBy(table: string, id: string, change: () => Promise<void>) {
  const before = await rowOf(table, id);
  await change();
  const after = await rowOf(table, id);
  return Object.fromEntries(
    Object.entries(after).filter(([column, value]) => !isDeepStrictEqual(value, before[column])),
  );
}

describe('a partial update changes exactly the fields it was sent', () => {
  it('customer: new notes keep the name, e-mail and phone', async () => {
    const id = newId();
    await saved(
      mutators.customer.create({
        id,
        accountId: owner.accountId,
        name: 'Núria Vidal',
        email: 'nuria@example.com',
        phone: '+34 600 111 222',
        notes: 'Prefers mornings',
      }),
    );
    await load(zero, queries.customers.byId({ accountId: owner.accountId, id }));
    expect(
      await columnsChangedBy('customers', id, () =>
        saved(mutators.customer.update({ id, notes: 'Allergic to flash' })),
      ),
    ).toEqual({ notes: 'Allergic to flash', updated_at: expect.any(String) });
  });

  it('session: new notes keep its length, type, place, price and gallery', async () => {
    const customerId = await insertCustomer(sql, owner);
    const locationId = await insertLocation(sql, owner, 'Park Güell');
    const galleryId = await insertGallery(sql, owner);
    await load(zero, queries.customers.byId({ accountId: owner.accountId, id: customerId }));
    await load(zero, queries.locations.list({ accountId: owner.accountId }));
    await load(zero, queries.galleries.byId({ accountId: owner.accountId, id: galleryId }));
    const id = newId();
    await saved(
      mutators.session.create({
        id,
        accountId: owner.accountId,
        customerId,
        date: Date.UTC(2027, 8, 14, 9),
        duration: 150,
        type: 'Wedding',
        locationId,
        location: '',
        notes: 'Two cameras',
        price: 180_000,
        galleryId,
      }),
    );
    await load(zero, queries.sessions.byId({ accountId: owner.accountId, id }));
    expect(
      await columnsChangedBy('sessions', id, () => saved(mutators.session.update({ id, notes: 'Bring the drone' }))),
    ).toEqual({ notes: 'Bring the drone', updated_at: expect.any(String) });
  });

  it('payment: new notes keep its method, status and receipt', async () => {
    const sessionId = await insertSession(sql, owner, await insertCustomer(sql, owner), { price: 50_000 });
    await load(zero, queries.sessions.byId({ accountId: owner.accountId, id: sessionId }));
    const id = newId();
    await saved(
      mutators.payment.create({
        id,
        sessionId,
        date: Date.UTC(2027, 2, 1, 10),
        amount: 20_000,
        method: 'bank_transfer',
        status: 'completed',
        notes: 'Deposit',
        receipt: 'F-2027-031',
      }),
    );
    await load(zero, queries.sessions.byId({ accountId: owner.accountId, id: sessionId }), (session) =>
      Boolean(session?.payments.some((payment) => payment.id === id)),
    );
    expect(
      await columnsChangedBy('payments', id, () => saved(mutators.payment.update({ id, notes: 'Deposit, by wire' }))),
    ).toEqual({ notes: 'Deposit, by wire' });
  });

  it('location: a new name keeps the address and notes', async () => {
    const id = newId();
    await saved(
      mutators.location.create({
        id,
        accountId: owner.accountId,
        name: 'Studio',
        address: 'Carrer de Mallorca 210',
        notes: 'North light',
      }),
    );
    await load(zero, queries.locations.list({ accountId: owner.accountId }), (rows) =>
      rows.some((row) => row.id === id),
    );
    expect(
      await columnsChangedBy('locations', id, () => saved(mutators.location.update({ id, name: 'Main studio' }))),
    ).toEqual({ name: 'Main studio', updated_at: expect.any(String) });
  });

  it('session type: a new description keeps the price and duration', async () => {
    const id = newId();
    await saved(
      mutators.sessionType.create({
        id,
        accountId: owner.accountId,
        name: 'Newborn',
        price: 32_000,
        duration: 120,
        description: 'At home',
      }),
    );
    await load(zero, queries.sessionTypes.list({ accountId: owner.accountId }), (rows) =>
      rows.some((row) => row.id === id),
    );
    expect(
      await columnsChangedBy('session_types', id, () =>
        saved(mutators.sessionType.update({ id, description: 'At home or in the studio' })),
      ),
    ).toEqual({ description: 'At home or in the studio' });
  });

  describe('gallery', () => {
    /** A draft with a description, open to anyone with the link, downloads off, expiring at `expiresAt`. */
    async function galleryExpiring(expiresAt: number): Promise<string> {
      const id = newId();
      await saved(
        mutators.gallery.create({
          id,
          accountId: owner.accountId,
          name: 'Mar & Pau',
          description: 'The wedding, 14 September',
          expiresAt,
          settings: { visibility: 'public', downloads: false },
        }),
      );
      await load(zero, queries.galleries.byId({ accountId: owner.accountId, id }));
      return id;
    }

    it.each([
      ['expiring in a month', 30 * DAY],
      ['that expired yesterday', -DAY],
    ])('publishing one %s keeps its description, expiry and settings', async (_when, fromNow) => {
      const id = await galleryExpiring(Date.now() + fromNow);
      // The database stamps the first publication (a bigint, read as text), which "gallery published"
      // workflow steps count from.
      expect(
        await columnsChangedBy('galleries', id, () => saved(mutators.gallery.update({ id, status: 'published' }))),
      ).toEqual({ status: 'published', published_at: expect.stringMatching(/^\d+$/) as unknown });
    });

    it('renaming keeps everything else', async () => {
      const id = await galleryExpiring(Date.now() + 30 * DAY);
      expect(
        await columnsChangedBy('galleries', id, () => saved(mutators.gallery.update({ id, name: 'Mar & Pau, 2027' }))),
      ).toEqual({ name: 'Mar & Pau, 2027' });
    });

    it('settings are merged: sending only the visibility keeps downloads and any other stored setting', async () => {
      const id = await galleryExpiring(Date.now() + 30 * DAY);
      await sql`update galleries set settings = settings || ${sql.json({ legacyOption: 'kept' })} where id = ${id}`;
      expect(
        await columnsChangedBy('galleries', id, () =>
          saved(mutators.gallery.update({ id, settings: { visibility: 'invite' } })),
        ),
      ).toEqual({
        settings: {
          ...defaultGallerySettings,
          visibility: 'invite',
          downloads: false,
          legacyOption: 'kept',
        },
      });
    });
  });

  it('studio: a new name keeps its address and settings', async () => {
    const patch = async (path: string, body: unknown) => {
      const res = await api('PATCH', path, { token: owner.accessToken, body });
      expect(res.status, await res.text()).toBe(200);
    };
    await patch(`/api/accounts/${owner.accountId}/slug`, { slug: `studio-${owner.userId.slice(0, 8)}` });
    await patch(`/api/accounts/${owner.accountId}`, {
      settings: { timeZone: 'Europe/Madrid', 'theme.primaryColor': '#336699' },
    });
    expect(
      await columnsChangedBy('accounts', owner.accountId, () =>
        patch(`/api/accounts/${owner.accountId}`, { name: 'Golden Hour' }),
      ),
    ).toEqual({ name: 'Golden Hour' });
    expect(
      await columnsChangedBy('accounts', owner.accountId, () =>
        patch(`/api/accounts/${owner.accountId}`, { settings: { timeZone: 'Atlantic/Canary' } }),
      ),
    ).toEqual({ settings: { timeZone: 'Atlantic/Canary', 'theme.primaryColor': '#336699' } });
  });
});
