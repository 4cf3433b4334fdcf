// The image transformer behind a function URL gets the same event as from API Gateway.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { toRouteEvent } from './route-event';

const route = { method: 'GET', path: '/api/images/{galleryId}/{filename}' };

function functionUrlEvent(method: string, rawPath: string, rawQueryString = ''): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString,
    headers: { host: 'abc.lambda-url.eu-west-1.on.aws' },
    queryStringParameters: rawQueryString ? Object.fromEntries(new URLSearchParams(rawQueryString)) : undefined,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'anonymous',
      apiId: 'abc',
      domainName: 'abc.lambda-url.eu-west-1.on.aws',
      domainPrefix: 'abc',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'Amazon CloudFront' },
      requestId: 'r1',
      routeKey: '$default',
      stage: '$default',
      time: '22/Nov/2026:10:00:00 +0000',
      timeEpoch: 0,
    },
  };
}

describe('toRouteEvent', () => {
  it('fills in the route key and the decoded path parameters, keeping the query', () => {
    const event = toRouteEvent(
      route,
      functionUrlEvent('GET', '/api/images/g-1/My%20Photo.jpg', 'width=800&format=webp'),
    );
    expect(event?.routeKey).toBe('GET /api/images/{galleryId}/{filename}');
    expect(event?.requestContext.routeKey).toBe('GET /api/images/{galleryId}/{filename}');
    expect(event?.pathParameters).toEqual({ galleryId: 'g-1', filename: 'My Photo.jpg' });
    expect(event?.queryStringParameters).toEqual({ width: '800', format: 'webp' });
  });

  it('answers HEAD like GET', () => {
    expect(toRouteEvent(route, functionUrlEvent('HEAD', '/api/images/g/p.jpg'))?.pathParameters).toEqual({
      galleryId: 'g',
      filename: 'p.jpg',
    });
  });

  it('refuses other paths, deeper paths, other methods and malformed encoding', () => {
    expect(toRouteEvent(route, functionUrlEvent('GET', '/api/images/g'))).toBeUndefined();
    expect(toRouteEvent(route, functionUrlEvent('GET', '/api/images/g/sub/p.jpg'))).toBeUndefined();
    expect(toRouteEvent(route, functionUrlEvent('POST', '/api/images/g/p.jpg'))).toBeUndefined();
    expect(toRouteEvent(route, functionUrlEvent('GET', '/api/images/g/%E0%A4%A.jpg'))).toBeUndefined();
  });
});
