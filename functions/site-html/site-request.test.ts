import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '../lib/http';
import { siteRequest } from './site-request';

const event = (fields: Partial<ApiEvent>): ApiEvent =>
  ({ rawPath: '/p/anna/client', rawQueryString: '', headers: {}, ...fields }) as ApiEvent;

describe('siteRequest', () => {
  it("reads the portal's cookie where a function URL puts it, apart from the headers", () => {
    const request = siteRequest(event({ cookies: ['studio_portal=abc', 'i18next=ca'], headers: { host: 'x.on.aws' } }));
    expect(request.cookie).toBe('studio_portal=abc; i18next=ca');
  });

  it('takes the domain and language the viewer function kept over the origin’s own', () => {
    const request = siteRequest(
      event({ headers: { host: 'x.on.aws', 'x-studio-host': 'anna.photo', 'x-site-language': 'es' } }),
    );
    expect(request).toMatchObject({ host: 'anna.photo', query: 'es', cookie: undefined });
  });
});
