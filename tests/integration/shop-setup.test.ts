// The shop's setup through the real Zero handlers: price lists with their items and shipping
// zones, coupons, and the package (price list and included photos) of galleries and session
// types, written by managers only, each change keeping what it did not send, and never reaching
// another studio's rows. A gallery given to a session starts with its type's package.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import {
  clientOf,
  insertCustomer,
  insertGallery,
  insertSession,
  load,
  pushDirect,
  readRefusal,
} from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {}, max: 8 });
let owner: TestUser;
let stranger: TestUser;
let assistant: TestUser;

const itemsOf = (priceListId: string) =>
  sql`select id, position, kind, name, size, width_mm, height_mm, paper, frame, price::int
      from price_list_items where price_list_id = ${priceListId} order by position, id`;
const zonesOf = (priceListId: string) =>
  sql`select id, name, countries, price::int from shipping_zones where price_list_id = ${priceListId} order by name`;
const couponsOf = (accountId: string) =>
  sql`select id, code, percent_off_bp, amount_off::int, expires_at::float8, limit_per_client, active
      from coupons where account_id = ${accountId} order by code`;
const packageOf = async (table: 'galleries' | 'session_types', id: string) =>
  (await sql`select price_list_id, included_photos from ${sql(table)} where id = ${id}`)[0];

async function insertPriceList(user: TestUser, name = 'Prints'): Promise<string> {
  const id = newId();
  await sql`insert into price_lists (id, account_id, author_id, name) values (${id}, ${user.accountId}, ${user.userId}, ${name})`;
  return id;
}

async function addItem(user: TestUser, priceListId: string, fields: Record<string, unknown>): Promise<string> {
  const id = newId();
  expect(await pushDirect(user, 'priceList.addItem', { id, priceListId, ...fields })).toEqual({});
  return id;
}

const digital = { kind: 'digital_photo', name: 'One photo', size: 'original', price: 500 };
const print = { kind: 'print', name: '13×18 cm', widthMm: 130, heightMm: 180, paper: 'Lustre', price: 900 };

beforeAll(async () => {
  [owner, stranger, assistant] = await Promise.all([newUser('shop'), newUser('shop-thief'), newUser('shop-helper')]);
  await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${assistant.userId}, 'assistant')`;
});
afterAll(() => sql.end());

describe('price lists', () => {
  it('are made, renamed, priced for extras and deleted from a browser, their items and zones with them', async () => {
    const zero = clientOf(owner);
    try {
      const id = newId();
      const create = mutators.priceList.create({ id, accountId: owner.accountId, name: ' Prints and downloads ' });
      expect(await zero.mutate(create).server).toEqual({ type: 'success' });
      await load(zero, queries.priceLists.byId({ accountId: owner.accountId, id }));
      expect(await zero.mutate(mutators.priceList.setExtraPhotoPrice({ id, extraPhotoPrice: 600 })).server).toEqual({
        type: 'success',
      });
      expect(await zero.mutate(mutators.priceList.rename({ id, name: 'Wedding prices' })).server).toEqual({
        type: 'success',
      });
      expect(await sql`select name, extra_photo_price::int, author_id from price_lists where id = ${id}`).toEqual([
        { name: 'Wedding prices', extra_photo_price: 600, author_id: owner.userId },
      ]);
      // Cleared: no extras are sold, and the name stays.
      expect(await zero.mutate(mutators.priceList.setExtraPhotoPrice({ id, extraPhotoPrice: null })).server).toEqual({
        type: 'success',
      });
      expect(await sql`select name, extra_photo_price from price_lists where id = ${id}`).toEqual([
        { name: 'Wedding prices', extra_photo_price: null },
      ]);

      await addItem(owner, id, digital);
      expect(
        await pushDirect(owner, 'priceList.addZone', { id: newId(), priceListId: id, name: 'Spain', price: 490 }),
      ).toEqual({});
      expect(await zero.mutate(mutators.priceList.delete({ id })).server).toEqual({ type: 'success' });
      expect(await sql`select id from price_lists where id = ${id}`).toEqual([]);
      expect(await itemsOf(id)).toEqual([]);
      expect(await zonesOf(id)).toEqual([]);
    } finally {
      await zero.close();
    }
  });

  it('list digital items and prints, each in the order added, and change an item field by field', async () => {
    const list = await insertPriceList(owner);
    const one = await addItem(owner, list, digital);
    const small = await addItem(owner, list, print);
    const whole = await addItem(owner, list, {
      kind: 'digital_gallery',
      name: 'Whole gallery',
      size: 'web',
      price: 9000,
    });
    expect(await itemsOf(list)).toEqual([
      expect.objectContaining({ id: one, position: 0, size: 'original', width_mm: null, price: 500 }),
      expect.objectContaining({ id: small, position: 1, size: null, width_mm: 130, height_mm: 180, paper: 'Lustre' }),
      expect.objectContaining({ id: whole, position: 2, kind: 'digital_gallery', size: 'web' }),
    ]);
    expect(await pushDirect(owner, 'priceList.updateItem', { id: small, frame: ' Oak ', price: 1200 })).toEqual({});
    expect((await itemsOf(list))[1]).toEqual({
      id: small,
      position: 1,
      kind: 'print',
      name: '13×18 cm',
      size: null,
      width_mm: 130,
      height_mm: 180,
      paper: 'Lustre',
      frame: 'Oak',
      price: 1200,
    });
    // A digital item moves past the next digital one, over the print between them; the print stays last of its kind.
    expect(await pushDirect(owner, 'priceList.moveItem', { id: one, by: 1 })).toEqual({});
    expect((await itemsOf(list)).map((item) => item.id)).toEqual([whole, small, one]);
    expect(await pushDirect(owner, 'priceList.moveItem', { id: small, by: 1 })).toEqual({});
    expect(await pushDirect(owner, 'priceList.moveItem', { id: whole, by: -1 })).toEqual({});
    expect((await itemsOf(list)).map((item) => [item.id, item.position])).toEqual([
      [whole, 0],
      [small, 1],
      [one, 2],
    ]);
    expect(await pushDirect(owner, 'priceList.deleteItem', { id: small })).toEqual({});
    expect((await itemsOf(list)).map((item) => item.id)).toEqual([whole, one]);
  });

  it.each([
    ['a print without its size', { kind: 'print', name: 'Print', widthMm: 130, price: 900 }],
    ['a print with a file size', { ...print, size: 'web' }],
    ['a download without its size', { kind: 'digital_photo', name: 'Photo', price: 500 }],
    ['a download with a print size', { ...digital, widthMm: 100, heightMm: 100 }],
    ['a negative price', { ...digital, price: -1 }],
    ['a price in fractions', { ...digital, price: 4.5 }],
    ['a print too small to print', { ...print, widthMm: 5 }],
    ['no name', { ...digital, name: '  ' }],
  ])('refuse %s, and add nothing', async (_label, fields) => {
    const list = await insertPriceList(owner);
    expect(await pushDirect(owner, 'priceList.addItem', { id: newId(), priceListId: list, ...fields })).toMatchObject({
      error: 'app',
    });
    expect(await itemsOf(list)).toEqual([]);
  });

  it('refuse a change that would leave an item not fitting together, and keep it as it was', async () => {
    const list = await insertPriceList(owner);
    const item = await addItem(owner, list, print);
    const before = await itemsOf(list);
    expect(await pushDirect(owner, 'priceList.updateItem', { id: item, kind: 'digital_photo' })).toMatchObject({
      message: 'invalid_input',
    });
    expect(await pushDirect(owner, 'priceList.updateItem', { id: item, widthMm: null })).toMatchObject({
      message: 'invalid_input',
    });
    expect(await itemsOf(list)).toEqual(before);
    // Turned into a download with everything it then needs at once, it is.
    expect(
      await pushDirect(owner, 'priceList.updateItem', {
        id: item,
        kind: 'digital_photo',
        size: 'web',
        widthMm: null,
        heightMm: null,
      }),
    ).toEqual({});
    expect(await itemsOf(list)).toEqual([expect.objectContaining({ kind: 'digital_photo', size: 'web', price: 900 })]);
  });

  it('ship by zone: countries kept as ISO codes in capitals, a zone changed field by field', async () => {
    const list = await insertPriceList(owner);
    const spain = newId();
    expect(
      await pushDirect(owner, 'priceList.addZone', {
        id: spain,
        priceListId: list,
        name: 'Spain',
        countries: ['es', ' ad '],
        price: 490,
      }),
    ).toEqual({});
    const everywhere = newId();
    expect(
      await pushDirect(owner, 'priceList.addZone', {
        id: everywhere,
        priceListId: list,
        name: 'Everywhere else',
        price: 1490,
      }),
    ).toEqual({});
    expect(await pushDirect(owner, 'priceList.updateZone', { id: spain, price: 550 })).toEqual({});
    expect(await zonesOf(list)).toEqual([
      { id: everywhere, name: 'Everywhere else', countries: [], price: 1490 },
      { id: spain, name: 'Spain', countries: ['ES', 'AD'], price: 550 },
    ]);
    const before = await zonesOf(list);
    for (const countries of [['Spain'], ['ES', 'es'], ['E1']]) {
      expect(
        await pushDirect(owner, 'priceList.updateZone', { id: spain, countries }),
        String(countries),
      ).toMatchObject({
        error: 'app',
      });
    }
    expect(await zonesOf(list)).toEqual(before);
    expect(await pushDirect(owner, 'priceList.deleteZone', { id: everywhere })).toEqual({});
    expect((await zonesOf(list)).map((zone) => zone.id)).toEqual([spain]);
  });
});

describe('coupons', () => {
  it('keep their code in capitals, one per code in a studio, and change field by field', async () => {
    const zero = clientOf(owner);
    try {
      const id = newId();
      const create = mutators.coupon.create({
        id,
        accountId: owner.accountId,
        code: ' welcome10 ',
        percentOffBp: 1000,
      });
      expect(await zero.mutate(create).server).toEqual({ type: 'success' });
      await load(zero, queries.coupons.list({ accountId: owner.accountId }));
      expect(await couponsOf(owner.accountId)).toEqual([
        {
          id,
          code: 'WELCOME10',
          percent_off_bp: 1000,
          amount_off: null,
          expires_at: null,
          limit_per_client: null,
          active: true,
        },
      ]);
      const expiresAt = Date.UTC(2030, 0, 1);
      const changed = await zero.mutate(mutators.coupon.update({ id, expiresAt, limitPerClient: 1, active: false }))
        .server;
      expect(changed).toEqual({ type: 'success' });
      // From a percentage to an amount, in one change.
      expect(await pushDirect(owner, 'coupon.update', { id, percentOffBp: null, amountOff: 1500 })).toEqual({});
      expect(await couponsOf(owner.accountId)).toEqual([
        {
          id,
          code: 'WELCOME10',
          percent_off_bp: null,
          amount_off: 1500,
          expires_at: expiresAt,
          limit_per_client: 1,
          active: false,
        },
      ]);

      const before = await couponsOf(owner.accountId);
      const other = { id: newId(), accountId: owner.accountId, amountOff: 100 };
      expect(await pushDirect(owner, 'coupon.create', { ...other, code: 'Welcome10' })).toMatchObject({
        error: 'app',
        message: 'coupon_code_taken',
      });
      expect(await pushDirect(owner, 'coupon.create', { ...other, code: 'SPRING' })).toEqual({});
      expect(await pushDirect(owner, 'coupon.update', { id: other.id, code: 'welcome10' })).toMatchObject({
        message: 'coupon_code_taken',
      });
      expect(await couponsOf(owner.accountId)).toEqual([
        expect.objectContaining({ id: other.id, code: 'SPRING' }),
        ...before,
      ]);
      // Another studio's coupons are its own business: the same code is free there.
      expect(
        await pushDirect(stranger, 'coupon.create', {
          ...other,
          id: newId(),
          accountId: stranger.accountId,
          code: 'WELCOME10',
        }),
      ).toEqual({});

      expect(await zero.mutate(mutators.coupon.delete({ id })).server).toEqual({ type: 'success' });
      expect((await couponsOf(owner.accountId)).map((coupon) => coupon.code)).toEqual(['SPRING']);
    } finally {
      await zero.close();
    }
  });

  it.each([
    ['both a percentage and an amount off', { percentOffBp: 1000, amountOff: 500 }],
    ['neither a percentage nor an amount off', {}],
    ['more than all of it off', { percentOffBp: 10_001 }],
    ['a code with spaces', { code: 'TEN OFF', percentOffBp: 1000 }],
    ['a code too short', { code: 'AB', percentOffBp: 1000 }],
    ['no limit of uses but zero', { percentOffBp: 1000, limitPerClient: 0 }],
  ])('refuse a coupon with %s, and add nothing', async (_label, fields) => {
    const user = await newUser('coupons');
    expect(
      await pushDirect(user, 'coupon.create', { id: newId(), accountId: user.accountId, code: 'TENOFF', ...fields }),
    ).toMatchObject({ error: 'app' });
    expect(await couponsOf(user.accountId)).toEqual([]);
  });

  it('refuse a change to both discounts, or to none, and keep the coupon as it was', async () => {
    const id = newId();
    expect(
      await pushDirect(owner, 'coupon.create', { id, accountId: owner.accountId, code: 'HALF', percentOffBp: 5000 }),
    ).toEqual({});
    const before = await sql`select * from coupons where id = ${id}`;
    expect(await pushDirect(owner, 'coupon.update', { id, amountOff: 500 })).toMatchObject({
      message: 'invalid_input',
    });
    expect(await pushDirect(owner, 'coupon.update', { id, percentOffBp: null })).toMatchObject({
      message: 'invalid_input',
    });
    expect(await sql`select * from coupons where id = ${id}`).toEqual(before);
  });

  it('take one code once, however many managers save it at the same moment', async () => {
    const user = await newUser('coupon-race');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        pushDirect(user, 'coupon.create', { id: newId(), accountId: user.accountId, code: 'RACE', percentOffBp: 500 }),
      ),
    );
    expect(results.filter((result) => result.error === undefined)).toHaveLength(1);
    expect(results.filter((result) => result.message === 'coupon_code_taken')).toHaveLength(19);
    expect(await couponsOf(user.accountId)).toHaveLength(1);
  });
});

describe('the shop', () => {
  it('refuses what another studio owns or names, as if it did not exist, and changes nothing', async () => {
    const list = await insertPriceList(owner, 'Mine');
    const item = await addItem(owner, list, digital);
    const zone = newId();
    expect(
      await pushDirect(owner, 'priceList.addZone', { id: zone, priceListId: list, name: 'Spain', price: 490 }),
    ).toEqual({});
    const coupon = newId();
    expect(
      await pushDirect(owner, 'coupon.create', {
        id: coupon,
        accountId: owner.accountId,
        code: 'MINE',
        amountOff: 100,
      }),
    ).toEqual({});
    const theirList = await insertPriceList(stranger, 'Theirs');
    const gallery = await insertGallery(sql, owner);
    const type = newId();
    expect(
      await pushDirect(owner, 'sessionType.create', { id: type, accountId: owner.accountId, name: `Shop ${type}` }),
    ).toEqual({});
    const snapshot = async () => ({
      lists: await sql`select * from price_lists where account_id = ${owner.accountId} order by id`,
      items: await itemsOf(list),
      zones: await zonesOf(list),
      coupons: await couponsOf(owner.accountId),
      gallery: await packageOf('galleries', gallery),
      type: await packageOf('session_types', type),
    });
    const before = await snapshot();
    const refusals = [
      ['priceList.create', { id: newId(), accountId: owner.accountId, name: 'Theirs' }, stranger],
      ['priceList.rename', { id: list, name: 'Theirs' }, stranger],
      ['priceList.setExtraPhotoPrice', { id: list, extraPhotoPrice: 1 }, stranger],
      ['priceList.delete', { id: list }, stranger],
      ['priceList.addItem', { id: newId(), priceListId: list, ...digital }, stranger],
      ['priceList.updateItem', { id: item, price: 1 }, stranger],
      ['priceList.moveItem', { id: item, by: 1 }, stranger],
      ['priceList.deleteItem', { id: item }, stranger],
      ['priceList.addZone', { id: newId(), priceListId: list, name: 'Theirs', price: 1 }, stranger],
      ['priceList.updateZone', { id: zone, price: 1 }, stranger],
      ['priceList.deleteZone', { id: zone }, stranger],
      ['coupon.create', { id: newId(), accountId: owner.accountId, code: 'THEIRS', amountOff: 1 }, stranger],
      ['coupon.update', { id: coupon, active: false }, stranger],
      ['coupon.delete', { id: coupon }, stranger],
      // The owner naming the other studio's list, on a gallery or a session type.
      ['gallery.update', { id: gallery, priceListId: theirList }, owner],
      ['sessionType.update', { id: type, priceListId: theirList }, owner],
      ['gallery.update', { id: gallery, priceListId: list, includedPhotos: 20 }, stranger],
    ] as const;
    for (const [name, args, user] of refusals) {
      const refusal = await pushDirect(user, name, args);
      expect(refusal, name).toMatchObject({ error: 'app' });
      expect(['not_found', 'forbidden'], name).toContain(refusal.message);
    }
    expect(await snapshot()).toEqual(before);
    expect(
      await sql`select count(*)::int as n from price_lists where name = 'Theirs' and account_id = ${owner.accountId}`,
    ).toEqual([{ n: 0 }]);
  });

  it('is for managers: an assistant neither reads it nor changes it, nor a gallery’s package', async () => {
    const list = await insertPriceList(owner, 'Managers only');
    const item = await addItem(owner, list, digital);
    const gallery = await insertGallery(sql, owner);
    for (const [name, args] of [
      ['priceList.rename', { id: list, name: 'Assistant’s' }],
      ['priceList.updateItem', { id: item, price: 1 }],
      ['priceList.create', { id: newId(), accountId: owner.accountId, name: 'Assistant’s' }],
      ['coupon.create', { id: newId(), accountId: owner.accountId, code: 'HELPER', amountOff: 1 }],
      ['gallery.update', { id: gallery, priceListId: list }],
      ['gallery.update', { id: gallery, includedPhotos: 5 }],
    ] as const) {
      expect(await pushDirect(assistant, name, args), name).toMatchObject({ error: 'app', message: 'forbidden' });
    }
    // The rest of the gallery is still theirs to change.
    expect(await pushDirect(assistant, 'gallery.update', { id: gallery, name: 'Renamed' })).toEqual({});
    expect(await packageOf('galleries', gallery)).toEqual({ price_list_id: null, included_photos: null });
    expect(await sql`select name from price_lists where id = ${list}`).toEqual([{ name: 'Managers only' }]);
    expect(await itemsOf(list)).toEqual([expect.objectContaining({ price: 500 })]);

    const zero = clientOf(assistant, [owner.accountId]);
    try {
      const lists = queries.priceLists.list({ accountId: owner.accountId });
      const one = queries.priceLists.byId({ accountId: owner.accountId, id: list });
      const coupons = queries.coupons.list({ accountId: owner.accountId });
      expect(await readRefusal(zero, lists)).toBeUndefined();
      expect(await zero.run(lists, { type: 'complete' })).toEqual([]);
      expect(await zero.run(one, { type: 'complete' })).toBeUndefined();
      expect(await zero.run(coupons, { type: 'complete' })).toEqual([]);
    } finally {
      await zero.close();
    }
  });
});

describe('a package', () => {
  it('is set on a gallery, a change keeping what it did not send, and cleared', async () => {
    const list = await insertPriceList(owner);
    const gallery = await insertGallery(sql, owner);
    expect(await pushDirect(owner, 'gallery.update', { id: gallery, priceListId: list, includedPhotos: 20 })).toEqual(
      {},
    );
    expect(await pushDirect(owner, 'gallery.update', { id: gallery, description: 'Summer' })).toEqual({});
    expect(await packageOf('galleries', gallery)).toEqual({ price_list_id: list, included_photos: 20 });
    expect(await pushDirect(owner, 'gallery.update', { id: gallery, includedPhotos: null })).toEqual({});
    expect(await packageOf('galleries', gallery)).toEqual({ price_list_id: list, included_photos: null });
    for (const includedPhotos of [0, 10_001, 2.5]) {
      expect(
        await pushDirect(owner, 'gallery.update', { id: gallery, includedPhotos }),
        String(includedPhotos),
      ).toMatchObject({
        error: 'app',
      });
    }
    expect(await packageOf('galleries', gallery)).toEqual({ price_list_id: list, included_photos: null });
    // Deleting the list leaves the gallery selling nothing.
    expect(await pushDirect(owner, 'priceList.delete', { id: list })).toEqual({});
    expect(await packageOf('galleries', gallery)).toEqual({ price_list_id: null, included_photos: null });
  });

  it('is set on a session type, and a gallery given to a session of that type starts with it', async () => {
    const list = await insertPriceList(owner, 'Weddings');
    const type = newId();
    const name = `Wedding ${type}`;
    expect(
      await pushDirect(owner, 'sessionType.create', {
        id: type,
        accountId: owner.accountId,
        name,
        priceListId: list,
        includedPhotos: 30,
      }),
    ).toEqual({});
    expect(await pushDirect(owner, 'sessionType.update', { id: type, price: 150_000 })).toEqual({});
    expect(await packageOf('session_types', type)).toEqual({ price_list_id: list, included_photos: 30 });

    const customer = await insertCustomer(sql, owner);
    // The session's type as typed: the type is found by its name, whatever the case.
    const session = await insertSession(sql, owner, customer, { type: name.toUpperCase() });
    const fresh = await insertGallery(sql, owner, 'Fresh');
    expect(await pushDirect(owner, 'session.update', { id: session, galleryId: fresh })).toEqual({});
    expect(await packageOf('galleries', fresh)).toEqual({ price_list_id: list, included_photos: 30 });

    // A gallery that already sells keeps its own package.
    const own = await insertPriceList(owner, 'Own');
    const kept = await insertGallery(sql, owner, 'Kept');
    await sql`update galleries set price_list_id = ${own}, included_photos = 5 where id = ${kept}`;
    expect(await pushDirect(owner, 'session.update', { id: session, galleryId: kept })).toEqual({});
    expect(await packageOf('galleries', kept)).toEqual({ price_list_id: own, included_photos: 5 });

    // A session booked with its gallery at once, by an assistant: the gallery starts with the package too.
    const booked = await insertGallery(sql, owner, 'Booked');
    expect(
      await pushDirect(assistant, 'session.create', {
        id: newId(),
        accountId: owner.accountId,
        customerId: customer,
        date: Date.now() + 86_400_000,
        type: name,
        galleryId: booked,
      }),
    ).toEqual({});
    expect(await packageOf('galleries', booked)).toEqual({ price_list_id: list, included_photos: 30 });

    // A session of a type without a package leaves its gallery as it was.
    const plain = await insertSession(sql, owner, customer, { type: 'Portrait of nobody' });
    const bare = await insertGallery(sql, owner, 'Bare');
    expect(await pushDirect(owner, 'session.update', { id: plain, galleryId: bare })).toEqual({});
    expect(await packageOf('galleries', bare)).toEqual({ price_list_id: null, included_photos: null });
  });
});
