// A studio's public site (GET /api/p/{slug}/site): its theme with the defaults filled in, the
// photographer's public profile, and nothing the studio keeps to itself.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { defaultTheme } from '../../core/domain/site-theme';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let slug: string;

beforeAll(async () => {
  owner = await newUser('site');
  slug = await giveSlug(sql, owner);
});
afterAll(() => sql.end());

const site = (studio: string) => api('GET', `/api/p/${studio}/site`);

describe('the public site', () => {
  it('draws a studio that chose nothing with the spec’s default theme and an empty profile', async () => {
    await sql`update accounts set settings = '{}' where id = ${owner.accountId}`;
    const res = await site(slug);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual({
      studio: { name: expect.any(String), slug },
      menu: [],
      homePath: null,
      theme: defaultTheme,
      profile: {
        businessName: '',
        email: '',
        phone: '',
        address: '',
        website: '',
        socialMedia: [],
        bio: '',
        profilePhoto: '',
        coverPhoto: '',
      },
      tagline: '',
      fonts: [],
      bookingOffered: false,
      galleriesListed: false,
    });
  });

  it('shows the brand and profile saved through the API, and never the locked days', async () => {
    const saved = await api('PATCH', `/api/accounts/${owner.accountId}`, {
      token: owner.accessToken,
      body: {
        settings: {
          'theme.template': 'minimal',
          'theme.primaryColor': '#0F766E',
          'theme.headingFont': 'Georgia',
          photographer: {
            businessName: 'Lumen Studio',
            email: 'hola@lumen.test',
            bio: 'Portraits in natural light.',
            socialMedia: { instagram: 'https://instagram.com/lumen' },
            lockedDays: ['2027-12-25'],
          },
          'cms.settings': { seoDescription: 'Family and wedding photography in Barcelona' },
        },
      },
    });
    expect(saved.status).toBe(200);
    const body = (await (await site(slug)).json()) as Record<string, unknown>;
    expect(body.theme).toEqual({
      ...defaultTheme,
      template: 'minimal',
      primaryColor: '#0F766E',
      headingFont: 'Georgia',
    });
    expect(body.profile).toMatchObject({
      businessName: 'Lumen Studio',
      email: 'hola@lumen.test',
      bio: 'Portraits in natural light.',
      socialMedia: [{ network: 'instagram', url: 'https://instagram.com/lumen' }],
    });
    expect(body.tagline).toBe('Family and wedding photography in Barcelona');
    expect(JSON.stringify(body)).not.toContain('2027-12-25');
  });

  it('says whether clients can book online: only while a plan is active', async () => {
    const typeId = newId();
    const planId = newId();
    await sql`insert into session_types (id, account_id, author_id, name, duration, price)
              values (${typeId}, ${owner.accountId}, ${owner.userId}, 'Portrait', 60, 10000)`;
    await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date, days_of_week, time_slots, is_active)
              values (${planId}, ${owner.accountId}, ${owner.userId}, ${typeId}, 'Paused', 0, 0, '[]', '[]', false)`;
    expect(((await (await site(slug)).json()) as { bookingOffered: boolean }).bookingOffered).toBe(false);
    await sql`update schedule_plans set is_active = true where id = ${planId}`;
    expect(((await (await site(slug)).json()) as { bookingOffered: boolean }).bookingOffered).toBe(true);
  });

  it('answers an unknown studio with a 404 that names nothing', async () => {
    const res = await site(`nobody-${newId().slice(0, 8).toLowerCase()}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
