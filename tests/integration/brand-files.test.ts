// A studio's logo and fonts: uploaded through the API as multipart forms, checked whole before
// anything is stored, then served publicly. A refusal leaves no object, no row and the settings
// as they were.
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FONT_BYTES, MAX_LOGO_SIDE } from '../../core/domain/brand-files';
import { queries } from '../../core/zero/queries';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { clientOf, load, readRefusal } from './support/booking-fixtures';
import { jpeg, objectBytes, objectExists, objectKeys } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let colleague: TestUser;

beforeAll(async () => {
  [owner, stranger, colleague] = await Promise.all([newUser('brand'), newUser('rival'), newUser('assistant')]);
  await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${colleague.userId}, 'assistant')`;
});
afterAll(() => sql.end());

type Sent = { token?: string | undefined; accountId?: string | undefined };

function post(path: string, form: FormData, sent: Sent): Promise<Response> {
  const headers: Record<string, string> = {};
  if (sent.token) headers.authorization = `Bearer ${sent.token}`;
  if (sent.accountId) headers['x-account-id'] = sent.accountId;
  return fetch(`${platformOrigin()}${path}`, { method: 'POST', headers, body: form });
}

const as = (user: TestUser): Sent => ({ token: user.accessToken, accountId: user.accountId });

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

const fontRows = (accountId: string) =>
  sql<{ id: string; font_family: string }[]>`select id, font_family from custom_fonts where account_id = ${accountId}`;

const settingsOf = async (accountId: string) =>
  (await sql<{ settings: Record<string, unknown> }[]>`select settings from accounts where id = ${accountId}`)[0]
    ?.settings;

// Fonts -------------------------------------------------------------------------------------

/**
 * The header of a font of each type, padded to `size` bytes: what the server checks is the
 * signature and that the header agrees with the file's size (WOFF and WOFF2 state their length,
 * an sfnt lists its tables), so no real font file is needed.
 */
function fontBytes(type: 'woff2' | 'woff' | 'ttf' | 'ttf-apple' | 'otf', size = 1024): Buffer {
  const bytes = Buffer.alloc(size);
  if (type === 'woff2' || type === 'woff') {
    bytes.write(type === 'woff2' ? 'wOF2' : 'wOFF', 0, 'latin1');
    bytes.writeUInt32BE(0x00010000, 4); // flavour: TrueType outlines
    bytes.writeUInt32BE(size, 8); // the whole file's length
  } else {
    if (type === 'ttf') bytes.writeUInt32BE(0x00010000, 0);
    else bytes.write(type === 'otf' ? 'OTTO' : 'true', 0, 'latin1');
    bytes.writeUInt16BE(1, 4); // one table, whose 16-byte record follows the 12-byte header
  }
  return bytes;
}

function fontForm(bytes: Uint8Array, name: string, fontFamily?: string, type = 'font/ttf'): FormData {
  const form = new FormData();
  form.append('font', new Blob([new Uint8Array(bytes)], { type }), name);
  if (fontFamily !== undefined) form.append('fontFamily', fontFamily);
  return form;
}

function textOnlyForm(): FormData {
  const form = new FormData();
  form.append('fontFamily', 'Nothing Attached');
  return form;
}

type FontAnswer = { font: { id: string; urlPath: string; fontFamily: string; fontType: string; fileSize: number } };

async function uploadFont(user: TestUser, bytes: Buffer, name: string, family?: string) {
  const res = await post('/api/upload/font', fontForm(bytes, name, family), as(user));
  if (res.status !== 201) throw new Error(`font upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as FontAnswer).font;
}

/** Fonts and their objects of the account, to compare before and after a refusal. */
async function fontsStored(accountId: string) {
  return { rows: (await fontRows(accountId)).length, objects: await objectKeys(`${accountId}/fonts/`) };
}

describe('POST /api/upload/font', () => {
  it.each([
    ['woff2', 'Brand.woff2', 'font/woff2'],
    ['woff', 'Brand.woff', 'font/woff'],
    ['ttf', 'Brand.ttf', 'font/ttf'],
    ['ttf-apple', 'Brand.ttf', 'font/ttf'],
    ['otf', 'Brand.otf', 'font/otf'],
  ] as const)('accepts a %s file and serves it from /api/fonts/{id}', async (type, name, contentType) => {
    const bytes = fontBytes(type);
    const font = await uploadFont(owner, bytes, name, 'Playfair Display');
    expect(font).toMatchObject({
      fontFamily: 'Playfair Display',
      fontType: type === 'ttf-apple' ? 'ttf' : type,
      fileSize: bytes.length,
      urlPath: `/api/fonts/${font.id}`,
    });
    const [row] =
      await sql`select account_id, author_id, user_id, file_name, url_path from custom_fonts where id = ${font.id}`;
    expect(row).toEqual({
      account_id: owner.accountId,
      author_id: owner.userId,
      user_id: owner.userId,
      file_name: name,
      url_path: font.urlPath,
    });

    const served = await fetch(`${platformOrigin()}${font.urlPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(contentType);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('names the family after the file when the form names none', async () => {
    const font = await uploadFont(owner, fontBytes('woff2'), 'Lora-Bold (1).woff2');
    expect(font.fontFamily).toBe('Lora-Bold 1');
  });

  it.each([
    ['a .ttf that is really a PNG', async () => fontForm(await pngBytes(), 'Brand.ttf'), 400, 'unsupported_font'],
    [
      'a WOFF2 whose header misstates its length',
      () => fontForm(fontBytes('woff2').subarray(0, 500), 'Cut.woff2'),
      400,
      'unsupported_font',
    ],
    [
      'a font of 2 MB and 1 byte',
      () => fontForm(fontBytes('woff2', MAX_FONT_BYTES + 1), 'Big.woff2'),
      413,
      'file_too_large',
    ],
    [
      'a family name that could end a CSS value',
      () => fontForm(fontBytes('woff'), 'a.woff', "Evil'; }"),
      400,
      'invalid_input',
    ],
    ['a form without a font', () => textOnlyForm(), 400, 'invalid_input'],
  ])('refuses %s, storing nothing', async (_label, form, status, code) => {
    const before = await fontsStored(owner.accountId);
    const res = await post('/api/upload/font', await form(), as(owner));
    expect([res.status, await errorCode(res)]).toEqual([status, code]);
    expect(await fontsStored(owner.accountId)).toEqual(before);
  });

  it('needs a token, a selected studio, and its owner', async () => {
    const form = () => fontForm(fontBytes('woff2'), 'a.woff2');
    const before = await fontsStored(owner.accountId);
    const anonymous = await post('/api/upload/font', form(), { accountId: owner.accountId });
    expect([anonymous.status, await errorCode(anonymous)]).toEqual([401, 'unauthenticated']);
    const unselected = await post('/api/upload/font', form(), { token: owner.accessToken });
    expect([unselected.status, await errorCode(unselected)]).toEqual([400, 'account_missing']);
    const foreign = await post('/api/upload/font', form(), { token: stranger.accessToken, accountId: owner.accountId });
    expect([foreign.status, await errorCode(foreign)]).toEqual([404, 'not_found']);
    const member = await post('/api/upload/font', form(), { token: colleague.accessToken, accountId: owner.accountId });
    expect([member.status, await errorCode(member)]).toEqual([403, 'forbidden']);
    expect(await fontsStored(owner.accountId)).toEqual(before);
  });
});

describe('GET and DELETE /api/fonts/{id}', () => {
  it('answers 404 JSON for a font that does not exist', async () => {
    const res = await fetch(`${platformOrigin()}/api/fonts/no-such-font`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await errorCode(res)).toBe('not_found');
  });

  it('lets only an owner of the font’s studio delete it, row and file', async () => {
    const font = await uploadFont(owner, fontBytes('otf'), 'Keep.otf', 'Keep');
    const key = `${owner.accountId}/fonts/${font.id}`;
    for (const [user, status] of [
      [stranger, 404],
      [colleague, 403],
    ] as const) {
      const res = await api('DELETE', font.urlPath, { token: user.accessToken });
      expect(res.status).toBe(status);
      expect((await fontRows(owner.accountId)).map((row) => row.id)).toContain(font.id);
      expect(await objectExists(key)).toBe(true);
    }

    const res = await api('DELETE', font.urlPath, { token: owner.accessToken, accountId: owner.accountId });
    expect(res.status).toBe(204);
    expect((await fontRows(owner.accountId)).map((row) => row.id)).not.toContain(font.id);
    expect(await objectExists(key)).toBe(false);
    expect((await fetch(`${platformOrigin()}${font.urlPath}`)).status).toBe(404);
  });

  it('lists a studio’s fonts to its members through Zero, never to another studio', async () => {
    const font = await uploadFont(owner, fontBytes('woff2'), 'Synced.woff2', 'Synced Sans');
    const zero = clientOf(colleague, [owner.accountId]);
    try {
      await load(zero, queries.customFonts.list({ accountId: owner.accountId }), (rows) =>
        rows.some((row) => row.id === font.id),
      );
    } finally {
      await zero.close();
    }
    const intruder = clientOf(stranger, [stranger.accountId, owner.accountId]);
    try {
      expect(await readRefusal(intruder, queries.customFonts.list({ accountId: owner.accountId }))).toMatch(
        /Not a member of the account/,
      );
    } finally {
      await intruder.close();
    }
  });
});

// Logos -------------------------------------------------------------------------------------

function pngBytes(options: { width?: number; height?: number; alpha?: boolean } = {}): Promise<Buffer> {
  const { width = 40, height = 20, alpha = false } = options;
  return sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 10, g: 80, b: 160, alpha: alpha ? 0.5 : 1 } },
  })
    .png()
    .toBuffer();
}

function logoForm(bytes: Uint8Array, name: string, type = 'image/png'): FormData {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

type LogoAnswer = {
  logo: { url: string; contentType: string; width: number; height: number; size: number };
  settings: Record<string, unknown>;
};

/** What a refused logo upload must leave as it was: the studio's settings and its stored logos. */
async function logoState(user: TestUser) {
  return { settings: await settingsOf(user.accountId), objects: await objectKeys(`${user.accountId}/logos/`) };
}

async function served(url: string): Promise<{ res: Response; bytes: Buffer }> {
  const res = await fetch(`${platformOrigin()}${url}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /api/upload/logo', () => {
  const otherSettings = {
    timeZone: 'Europe/Madrid',
    'theme.primaryColor': '#112233',
    'theme.headingFont': 'Georgia',
    photographer: { businessName: 'Llum Studio', bio: 'Weddings by the sea' },
  };

  it('re-encodes a JPEG without its EXIF, scaled down, and makes it the site’s logo', async () => {
    await sql`update accounts set settings = ${sql.json(otherSettings)} where id = ${owner.accountId}`;
    const photo = await jpeg(2400, 1600, { camera: true });
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await post('/api/upload/logo', logoForm(photo, 'logo.jpg', 'image/jpeg'), as(owner));
    expect(res.status).toBe(201);
    const { logo, settings } = (await res.json()) as LogoAnswer;
    expect(logo).toMatchObject({ contentType: 'image/webp', width: MAX_LOGO_SIDE, height: 800 });
    expect(logo.url).toMatch(new RegExp(`^/api/logos/${owner.accountId}/[A-Za-z0-9_-]{22}$`));
    expect(await settingsOf(owner.accountId)).toEqual({ ...otherSettings, 'theme.logoUrl': logo.url });
    expect(settings).toEqual({ ...otherSettings, 'theme.logoUrl': logo.url });

    const { res: answer, bytes } = await served(logo.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: MAX_LOGO_SIDE, height: 800 });
    expect(stored.exif).toBeUndefined();
    const [key] = await objectKeys(`${owner.accountId}/logos/${logo.url.split('/').at(-1)}`);
    expect(key && (await objectBytes(key)).equals(bytes)).toBe(true);
  });

  it('keeps a transparent logo transparent, as a PNG no larger than it was', async () => {
    const res = await post('/api/upload/logo', logoForm(await pngBytes({ alpha: true }), 'mark.png'), as(owner));
    expect(res.status).toBe(201);
    const { logo } = (await res.json()) as LogoAnswer;
    expect(logo).toMatchObject({ contentType: 'image/png', width: 40, height: 20 });
    const { bytes } = await served(logo.url);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', hasAlpha: true, width: 40 });
  });

  it.each([
    ['text named like a PNG', () => Buffer.from('not an image at all'), 'logo.png', 'image/png'],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a font', () => fontBytes('woff2'), 'logo.png', 'image/png'],
  ])('refuses %s, changing nothing', async (_label, bytes, name, type) => {
    const before = await logoState(owner);
    const res = await post('/api/upload/logo', logoForm(bytes(), name, type), as(owner));
    expect([res.status, await errorCode(res)]).toEqual([400, 'unsupported_image']);
    expect(await logoState(owner)).toEqual(before);
  });

  it('is for the studio’s owner only', async () => {
    const before = await settingsOf(owner.accountId);
    const form = async () => logoForm(await pngBytes(), 'logo.png');
    const member = await post('/api/upload/logo', await form(), {
      token: colleague.accessToken,
      accountId: owner.accountId,
    });
    expect([member.status, await errorCode(member)]).toEqual([403, 'forbidden']);
    const unselected = await post('/api/upload/logo', await form(), { token: owner.accessToken });
    expect([unselected.status, await errorCode(unselected)]).toEqual([400, 'account_missing']);
    expect((await post('/api/upload/logo', await form(), { accountId: owner.accountId })).status).toBe(401);
    expect(await settingsOf(owner.accountId)).toEqual(before);
  });

  it('serves nothing but the logos it stored', async () => {
    for (const path of [
      `/api/logos/${owner.accountId}/AAAAAAAAAAAAAAAAAAAAAA`,
      `/api/logos/${owner.accountId}/..%2Ffonts%2Fx`,
      `/api/logos/no%20id/AAAAAAAAAAAAAAAAAAAAAA`,
    ]) {
      const res = await fetch(`${platformOrigin()}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });
});

describe('POST /api/upload/logo?variant=dark', () => {
  const lightLogo = async () => {
    const res = await post('/api/upload/logo', logoForm(await pngBytes(), 'logo.png'), as(owner));
    expect(res.status).toBe(201);
    return ((await res.json()) as LogoAnswer).logo.url;
  };
  const otherSettings = { timeZone: 'Europe/Madrid', 'theme.primaryColor': '#112233' };

  it('stores the logo for dark backgrounds beside the logo, changing no other setting', async () => {
    await sql`update accounts set settings = ${sql.json(otherSettings)} where id = ${owner.accountId}`;
    const logoUrl = await lightLogo();

    const res = await post(
      '/api/upload/logo?variant=dark',
      logoForm(await pngBytes({ alpha: true }), 'light-ink.png'),
      as(owner),
    );
    expect(res.status).toBe(201);
    const { logo, settings } = (await res.json()) as LogoAnswer;
    expect(logo).toMatchObject({ contentType: 'image/png', width: 40, height: 20 });
    expect(logo.url).toMatch(new RegExp(`^/api/logos/${owner.accountId}/[A-Za-z0-9_-]{22}$`));
    expect(logo.url).not.toBe(logoUrl);
    const expected = { ...otherSettings, 'theme.logoUrl': logoUrl, 'theme.logoDarkUrl': logo.url };
    expect(settings).toEqual(expected);
    expect(await settingsOf(owner.accountId)).toEqual(expected);
    expect((await served(logo.url)).res.status).toBe(200);
  });

  it('refuses a bad file or an unknown variant, changing nothing', async () => {
    const before = await logoState(owner);
    const text = await post(
      '/api/upload/logo?variant=dark',
      logoForm(Buffer.from('not an image at all'), 'logo.png'),
      as(owner),
    );
    expect([text.status, await errorCode(text)]).toEqual([400, 'unsupported_image']);
    const variant = await post('/api/upload/logo?variant=sepia', logoForm(await pngBytes(), 'logo.png'), as(owner));
    expect([variant.status, await errorCode(variant)]).toEqual([400, 'invalid_input']);
    expect(await logoState(owner)).toEqual(before);
  });

  it('is removed on its own, keeping the logo', async () => {
    const before = await settingsOf(owner.accountId);
    expect(before?.['theme.logoDarkUrl']).toEqual(expect.any(String));
    const res = await api('PATCH', `/api/accounts/${owner.accountId}`, {
      token: owner.accessToken,
      accountId: owner.accountId,
      body: { settings: { 'theme.logoDarkUrl': null } },
    });
    expect(res.status).toBe(200);
    const { 'theme.logoDarkUrl': _removed, ...kept } = before ?? {};
    expect(await settingsOf(owner.accountId)).toEqual(kept);
  });
});
