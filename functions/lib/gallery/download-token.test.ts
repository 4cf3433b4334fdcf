import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadToken, PHOTO_LINK_SECONDS, photoDownloadToken, readPhotoDownloadToken } from './download-token';

const now = Date.UTC(2026, 10, 27, 10);
const download = { inviteId: 'inv_1', galleryId: 'gal_1', photoId: 'pho_1', size: 'web', access: 'img.token' } as const;

beforeEach(() => {
  process.env.IMAGE_ACCESS_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
});
afterEach(() => {
  delete process.env.IMAGE_ACCESS_SECRET;
});

describe('a photo download’s link', () => {
  it('names the photo, who asked and the image token, for its few minutes only', () => {
    const token = photoDownloadToken(download, now);
    expect(readPhotoDownloadToken(token, now)).toEqual(download);
    expect(readPhotoDownloadToken(token, now + PHOTO_LINK_SECONDS * 1000 - 1)).toEqual(download);
    expect(readPhotoDownloadToken(token, now + PHOTO_LINK_SECONDS * 1000)).toBeUndefined();
    const original = photoDownloadToken({ ...download, size: 'original', access: undefined }, now);
    expect(readPhotoDownloadToken(original, now)).toEqual({ ...download, size: 'original', access: undefined });
  });

  it('is refused when signed under another secret or for another purpose', () => {
    const token = photoDownloadToken(download, now);
    process.env.IMAGE_ACCESS_SECRET = 'another-secret-that-is-long-enough-0123456789';
    expect(readPhotoDownloadToken(token, now)).toBeUndefined();
    const [payload = ''] = photoDownloadToken(download, now).split('.');
    expect(readPhotoDownloadToken(`${payload}.${downloadToken(payload)}`, now)).toBeUndefined();
    expect(readPhotoDownloadToken('', now)).toBeUndefined();
  });
});
