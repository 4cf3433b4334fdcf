// The Lightroom plugin's requests, formed by its own Lua in a Lua VM, against the API contract
// the upload handlers keep (functions/upload/, functions/publish/): paths, the token's header,
// and bodies the handlers' strict schemas accept; and how it reads the studio's answers.
import { describe, expect, it } from 'vitest';
import { callPlugin, pluginRequest, uncompiledPluginFiles } from './request-builder';

const settings = { siteUrl: 'https://studio.example', token: `pst_${'a'.repeat(43)}` };
const jsonHeaders = [
  { field: 'Authorization', value: `Bearer ${settings.token}` },
  { field: 'Accept', value: 'application/json' },
  { field: 'Content-Type', value: 'application/json' },
];

describe('the plugin’s requests', () => {
  it('lists the studio’s galleries with the token and nothing else', () => {
    expect(pluginRequest('listGalleries', settings)).toEqual({
      method: 'GET',
      url: 'https://studio.example/api/publish/galleries',
      headers: jsonHeaders.slice(0, 2),
    });
  });

  it('creates a gallery named after the collection', () => {
    const request = pluginRequest('createGallery', settings, 'Anna & Joan — "boda"');
    expect(request).toMatchObject({ method: 'POST', url: 'https://studio.example/api/publish/galleries' });
    expect(request.headers).toEqual(jsonHeaders);
    expect(JSON.parse(request.body!)).toEqual({ name: 'Anna & Joan — "boda"' });
  });

  it('asks where to send one photo, as POST /api/upload takes it', () => {
    const request = pluginRequest('presign', settings, 'gal_1', {
      name: 'IMG_0042.jpg',
      size: 8_421_337,
      type: 'image/jpeg',
    });
    expect(request).toMatchObject({ method: 'POST', url: 'https://studio.example/api/upload', headers: jsonHeaders });
    expect(JSON.parse(request.body!)).toEqual({
      galleryId: 'gal_1',
      files: [{ clientId: '1', name: 'IMG_0042.jpg', size: 8_421_337, type: 'image/jpeg' }],
    });
  });

  it('sends the bytes with every field the presigned POST issued, the file last', () => {
    const upload = {
      url: 'https://bucket.example/',
      key: 'staging/a/g/k',
      fields: { key: 'staging/a/g/k', Policy: 'p', 'X-Amz-Signature': 's' },
    };
    const file = { name: 'IMG_0042.jpg', path: '/tmp/export/IMG_0042.jpg', type: 'image/jpeg' };
    expect(pluginRequest('bucketPost', upload, file)).toEqual({
      method: 'POST',
      url: 'https://bucket.example/',
      form: [
        { name: 'Policy', value: 'p' },
        { name: 'X-Amz-Signature', value: 's' },
        { name: 'key', value: 'staging/a/g/k' },
        { name: 'file', fileName: 'IMG_0042.jpg', filePath: '/tmp/export/IMG_0042.jpg', contentType: 'image/jpeg' },
      ],
    });
  });

  it('completes a first publish as a new photo, and a re-publish as the replacement of its photo', () => {
    const first = pluginRequest('complete', settings, 'gal_1', 'staging/a/g/k', 'IMG_0042.jpg');
    expect(first).toMatchObject({
      method: 'POST',
      url: 'https://studio.example/api/upload/complete',
      headers: jsonHeaders,
    });
    expect(JSON.parse(first.body!)).toEqual({ galleryId: 'gal_1', key: 'staging/a/g/k', filename: 'IMG_0042.jpg' });
    const again = pluginRequest('complete', settings, 'gal_1', 'staging/a/g/k2', 'IMG_0042.jpg', 'photo_7');
    expect(JSON.parse(again.body!)).toEqual({
      galleryId: 'gal_1',
      key: 'staging/a/g/k2',
      filename: 'IMG_0042.jpg',
      replacePhotoId: 'photo_7',
    });
  });

  it('takes the studio’s address as typed, and refuses one that is not http(s)', () => {
    expect(callPlugin('RequestBuilder', 'siteUrl', '  https://studio.example/ ')).toBe('https://studio.example');
    expect(callPlugin('RequestBuilder', 'siteUrl', 'http://localhost:3000')).toBe('http://localhost:3000');
    for (const typed of ['studio.example', 'ftp://studio.example', 'https://', 'https://studio example', '']) {
      expect(callPlugin('RequestBuilder', 'siteUrl', typed), typed).toBeUndefined();
    }
  });
});

describe('how the plugin reads an answer', () => {
  const answer = (status: number | null, body: string) => callPlugin('RequestBuilder', 'answer', status, body);

  it('reads a success’s JSON, unicode escapes and all', () => {
    expect(answer(200, '{"galleries":[{"id":"g1","name":"Boda \\u00c0nna \\ud83d\\udcf7"}],"next":null}')).toEqual({
      ok: true,
      status: 200,
      body: { galleries: [{ id: 'g1', name: 'Boda Ànna 📷' }] },
    });
    expect(answer(204, '')).toEqual({ ok: true, status: 204 });
  });

  it('reads a refusal’s stable code, and names what is not the studio’s answer', () => {
    expect(answer(401, '{"error":{"code":"access_token_revoked","message":"This access token was revoked"}}')).toEqual({
      ok: false,
      status: 401,
      code: 'access_token_revoked',
      message: 'This access token was revoked',
      body: { error: { code: 'access_token_revoked', message: 'This access token was revoked' } },
    });
    expect(answer(502, '<html>Bad gateway</html>')).toEqual({ ok: false, status: 502, code: 'invalid_response' });
    expect(answer(500, '')).toEqual({ ok: false, status: 500, code: 'http_500' });
    expect(answer(null, '')).toEqual({ ok: false, code: 'unreachable' });
  });

  it('publishes anew only when the photo to replace is gone from the gallery', () => {
    const gone = (status: number, code: string) => callPlugin('RequestBuilder', 'replacedPhotoGone', { status, code });
    expect(gone(404, 'not_found')).toBe(true);
    expect(gone(401, 'access_token_revoked')).toBe(false);
    expect(gone(400, 'unsupported_type')).toBe(false);
  });
});

describe('the plugin’s JSON', () => {
  it('writes text JSON reads back as it was, with its keys in order', () => {
    const value = { z: 'line\nbreak "quoted" \\ tab\t', a: [1, 2.5, -3e-7, true, false], m: { nested: 'Ñ€' } };
    const text = callPlugin('Json', 'encode', value) as string;
    expect(text.indexOf('"a"')).toBeLessThan(text.indexOf('"m"'));
    expect(JSON.parse(text)).toEqual(value);
  });

  it('refuses text that is not JSON, saying where', () => {
    for (const text of ['{"a":1', '{"a" 1}', '[1,]', '"open', '{} extra']) {
      expect(() => callPlugin('Json', 'decode', text), text).toThrow(/Invalid JSON at character \d+/);
    }
  });
});

describe('the plugin’s Lua', () => {
  it('compiles, every file of it, those only Lightroom can run too', () => {
    expect(uncompiledPluginFiles()).toEqual([]);
  });
});
