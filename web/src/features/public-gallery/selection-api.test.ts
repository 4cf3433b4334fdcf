// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { fullListOf, packageOf, registerVisitor, savePick, sendSelection } from './selection-api';
import { fetchSelection } from './selection-answer';

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** Answers every request with `status` and `body`, and keeps what was sent. */
function serve(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  return sent;
}

const selection = {
  lists: [
    { id: 'favourites', name: '', max: null },
    { id: 'album', name: 'Album', max: 20 },
  ],
  picks: [{ photoId: 'p1', lists: ['favourites', 'album'], comment: 'Crop it' }],
  sentAt: null,
  lockedAt: null,
  package: {
    includedPhotos: 20,
    extraPhotoPrice: 600,
    chosen: 1,
    paidExtras: 0,
    currency: { code: 'EUR', symbol: '€', position: 'before' },
  },
  unlockedSizes: [],
  client: { name: 'Núria', email: 'nuria@example.com' },
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the selection API client', () => {
  it('reads the selection with the client token as ?access=, never as a bearer header', async () => {
    const sent = serve(200, selection);
    await expect(fetchSelection('lumen', 'g1', 'tok/en+1')).resolves.toEqual(selection);
    expect(sent[0]?.url).toBe('/api/p/lumen/gallery/g1/selection?access=tok%2Fen%2B1');
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.headers.Authorization).toBeUndefined();
  });

  it('refuses an answer that is not a selection, whatever part of it is wrong', async () => {
    const wrong = [
      null,
      { ...selection, lists: [{ id: 'album', name: 'Album' }] },
      { ...selection, picks: [{ photoId: 'p1', lists: 'favourites', comment: '' }] },
      { ...selection, lockedAt: '2026-11-28' },
      { ...selection, package: { ...selection.package, currency: { code: 'EUR', symbol: '€', position: 'left' } } },
      { ...selection, package: { ...selection.package, chosen: null } },
      { ...selection, unlockedSizes: ['huge'] },
      { ...selection, client: { name: 'Núria' } },
    ];
    for (const body of wrong) {
      serve(200, body);
      const refused = await fetchSelection('lumen', 'g1', 'T').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).code).toBe('invalid_response');
    }
    const finished = { ...selection, sentAt: 1, lockedAt: 1, unlockedSizes: ['web', 'original'] };
    serve(200, finished);
    await expect(fetchSelection('lumen', 'g1', 'T')).resolves.toEqual(finished);
  });

  it('puts a photo’s whole state, trimmed, and clears it with no lists and no comment', async () => {
    const sent = serve(200, { pick: { photoId: 'p 2', lists: ['favourites'], comment: 'Brighter' } });
    await savePick('lumen', 'g1', 'T', 'p 2', { lists: ['favourites'], comment: '  Brighter ' });
    expect(sent[0]).toMatchObject({
      url: '/api/p/lumen/gallery/g1/selection/p%202?access=T',
      method: 'PUT',
      body: { lists: ['favourites'], comment: 'Brighter' },
    });
    await savePick('lumen', 'g1', 'T', 'p 2', { lists: [], comment: '' });
    expect(sent[1]?.body).toEqual({ lists: [], comment: '' });
  });

  it('tells which list was full', async () => {
    serve(409, { error: { code: 'list_full', message: 'full', details: { listId: 'album' } } });
    const refused = await savePick('lumen', 'g1', 'T', 'p1', { lists: ['album'], comment: '' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('list_full');
    expect(fullListOf((refused as ApiError).details)).toBe('album');
    expect(fullListOf(undefined)).toBeUndefined();
  });

  it('tells how many photos a package includes, and how many are chosen and paid when extras are unpaid', async () => {
    serve(409, { error: { code: 'extras_unpaid', message: 'unpaid', details: { included: 20, chosen: 22, paid: 1 } } });
    const refused = await sendSelection('lumen', 'g1', 'T', 'en').catch((error: unknown) => error);
    expect((refused as ApiError).code).toBe('extras_unpaid');
    expect(packageOf((refused as ApiError).details)).toEqual({ included: 20, chosen: 22, paid: 1 });
    expect(packageOf({ included: 20 })).toEqual({ included: 20 });
    expect(packageOf({ listId: 'album' })).toBeUndefined();
  });

  it('sends the selection in the reader’s language', async () => {
    const sent = serve(200, { sentAt: 1_764_000_000_000 });
    await expect(sendSelection('lumen', 'g1', 'T', 'ca')).resolves.toBe(1_764_000_000_000);
    expect(sent[0]).toMatchObject({
      url: '/api/p/lumen/gallery/g1/selection/send?access=T',
      method: 'POST',
      body: { language: 'ca' },
    });
  });

  it('takes a visitor token with its expiry, and says when a known e-mail was mailed its link instead', async () => {
    serve(201, { access: { token: 'visitor-token', expiresAt: 42 } });
    const visitor = { name: 'Pau', email: 'pau@example.com', language: 'en' } as const;
    await expect(registerVisitor('lumen', 'g1', visitor)).resolves.toEqual({ token: 'visitor-token', expiresAt: 42 });
    serve(202, { mailed: true });
    await expect(registerVisitor('lumen', 'g1', visitor)).resolves.toBe('mailed');
  });
});
