// Which address a request counts against (per-address limits): the one CloudFront saw, and only
// on a request that proves it came through CloudFront. Who may call the API at all: CloudFront and
// zero-cache, each with the secret.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineHandler } from './handler';
import {
  callerAddress,
  json,
  ORIGIN_SECRET_ENV,
  ORIGIN_SECRET_HEADER,
  VIEWER_ADDRESS_HEADER,
  ZERO_API_KEY_HEADER,
  type ApiEvent,
} from './http';

const SECRET = 'an-origin-secret-for-this-test-0123456789';

function event(headers: Record<string, string>, sourceIp = '192.0.2.50'): ApiEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/p/{id}/enquiries',
    rawPath: '/api/p/studio/enquiries',
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: {
      accountId: '1',
      apiId: 'api',
      domainName: 'api.example.com',
      domainPrefix: 'api',
      http: { method: 'POST', path: '/api/p/studio/enquiries', protocol: 'HTTP/1.1', sourceIp, userAgent: '' },
      requestId: 'r1',
      routeKey: 'POST /api/p/{id}/enquiries',
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
  };
}

beforeEach(() => {
  process.env[ORIGIN_SECRET_ENV] = SECRET;
});
afterEach(() => {
  delete process.env[ORIGIN_SECRET_ENV];
});

describe('callerAddress', () => {
  it('is the viewer address CloudFront wrote, on a request carrying its secret', () => {
    const headers = {
      [ORIGIN_SECRET_HEADER]: SECRET,
      [VIEWER_ADDRESS_HEADER]: '203.0.113.7',
      'x-forwarded-for': '198.51.100.1, 203.0.113.7, 130.176.0.1',
    };
    expect(callerAddress(event(headers))).toBe('203.0.113.7');
  });

  it('is the connection’s address for any other request, whatever its headers claim', () => {
    const forged = { [VIEWER_ADDRESS_HEADER]: '198.51.100.2', 'x-forwarded-for': '198.51.100.3' };
    expect(callerAddress(event(forged))).toBe('192.0.2.50');
    expect(callerAddress(event({ ...forged, [ORIGIN_SECRET_HEADER]: 'a-guess' }))).toBe('192.0.2.50');
    expect(callerAddress(event({ ...forged, [ORIGIN_SECRET_HEADER]: `${SECRET}x` }))).toBe('192.0.2.50');
  });

  it('refuses to guess without the secret configured', () => {
    delete process.env[ORIGIN_SECRET_ENV];
    expect(() => callerAddress(event({ [VIEWER_ADDRESS_HEADER]: '203.0.113.7' }))).toThrow(ORIGIN_SECRET_ENV);
  });
});

describe('a handler', () => {
  const answered = () => {
    const inner = vi.fn(async () => json(200, { ok: true }));
    return { inner, handler: defineHandler(inner) };
  };

  it('answers CloudFront, and zero-cache by its API key', async () => {
    for (const name of [ORIGIN_SECRET_HEADER, ZERO_API_KEY_HEADER]) {
      const { inner, handler } = answered();
      expect((await handler(event({ [name]: SECRET }))).statusCode, name).toBe(200);
      expect(inner).toHaveBeenCalledOnce();
    }
  });

  it('refuses a call straight to API Gateway’s endpoint, before the route runs', async () => {
    const tries: Record<string, string>[] = [
      {},
      { [ORIGIN_SECRET_HEADER]: 'a-guess' },
      { [ZERO_API_KEY_HEADER]: `${SECRET}x` },
    ];
    for (const headers of tries) {
      const { inner, handler } = answered();
      const res = await handler(event(headers));
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(String(res.body))).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
      expect(inner).not.toHaveBeenCalled();
    }
  });
});
