import { describe, expect, it } from 'vitest';
import { firstGatedPhoto, galleryAudience, isOpenToEveryone, mayView } from './gallery-audience';

const now = Date.UTC(2026, 10, 22);
const gallery = (status: string, visibility: string, expiresAt = 0) => ({
  status,
  settings: { visibility },
  expiresAt,
});

describe('galleryAudience', () => {
  it('opens only published galleries, by their visibility, until they expire', () => {
    expect(galleryAudience(gallery('published', 'public'), now)).toBe('public');
    expect(galleryAudience(gallery('published', 'invite'), now)).toBe('invite');
    expect(galleryAudience(gallery('published', 'public', now + 1), now)).toBe('public');
    expect(galleryAudience(gallery('published', 'public', now), now)).toBe('expired');
    expect(galleryAudience(gallery('draft', 'public'), now)).toBe('hidden');
    expect(galleryAudience(gallery('archived', 'public'), now)).toBe('hidden');
  });

  it('reads missing or broken settings as invite-only', () => {
    expect(galleryAudience({ status: 'published', settings: {}, expiresAt: 0 }, now)).toBe('invite');
    expect(galleryAudience({ status: 'published', settings: { visibility: 'everyone' }, expiresAt: 0 }, now)).toBe(
      'invite',
    );
  });
});

describe('isOpenToEveryone', () => {
  it('opens a published public gallery to anyone only until it expires', () => {
    expect(isOpenToEveryone(gallery('published', 'public'), now)).toBe(true);
    expect(isOpenToEveryone(gallery('published', 'public', now + 1), now)).toBe(true);
    // Expired, it is for its studio's members only: the back office's image URLs need a token.
    expect(isOpenToEveryone(gallery('published', 'public', now), now)).toBe(false);
    expect(isOpenToEveryone(gallery('published', 'public', now - 1), now)).toBe(false);
    expect(isOpenToEveryone(gallery('published', 'invite'), now)).toBe(false);
    expect(isOpenToEveryone(gallery('draft', 'public'), now)).toBe(false);
  });
});

describe('mayView', () => {
  const member = { kind: 'member', userId: 'u' } as const;
  const invite = { kind: 'invite', inviteId: 'i' } as const;

  it('lets anyone see a public gallery', () => {
    expect(mayView('public', undefined, false)).toBe(true);
  });

  it('lets invited clients see a published invite-only gallery, and members everything', () => {
    expect(mayView('invite', invite, true)).toBe(true);
    expect(mayView('invite', undefined, false)).toBe(false);
    for (const audience of ['invite', 'expired', 'hidden'] as const) expect(mayView(audience, member, true)).toBe(true);
    expect(mayView('expired', invite, true)).toBe(false);
    expect(mayView('expired', undefined, false)).toBe(false);
    expect(mayView('hidden', invite, true)).toBe(false);
  });

  it('trusts no token the database no longer grants (a revoked invite, a former member)', () => {
    expect(mayView('invite', invite, false)).toBe(false);
    expect(mayView('hidden', member, false)).toBe(false);
  });
});

describe('firstGatedPhoto', () => {
  const studio = new Map([
    ['open', gallery('published', 'public')],
    ['invited', gallery('published', 'invite')],
  ]);
  const gated = (shown: [string, string][]) => firstGatedPhoto(shown, async (id) => studio.get(id), now);

  it("names where the first photo of a gallery visitors cannot see goes, the studio's or not", async () => {
    expect(
      await gated([
        ['cover', '/api/images/open/a.jpg'],
        ['portrait', '/api/images/invited/b.jpg'],
      ]),
    ).toBe('portrait');
    expect(await gated([['cover', 'https://studio.example/api/images/elsewhere/c.jpg']])).toBe('cover');
  });

  it('passes photos of open galleries and addresses that are no gallery photo', async () => {
    expect(
      await gated([
        ['cover', '/api/images/open/a.jpg'],
        ['portrait', '/api/site-images/s1/p.jpg'],
      ]),
    ).toBe(undefined);
  });
});
