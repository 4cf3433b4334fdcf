import { describe, expect, it } from 'vitest';
import { downloadFilename, splitIntoParts } from './downloads';

const photos = (...sizes: number[]) => sizes.map((size, i) => ({ id: `p${i}`, size }));
const ids = (parts: { id: string }[][]) => parts.map((part) => part.map((photo) => photo.id));

describe('download parts', () => {
  it('keeps the order and cuts a part where the next photo would pass the byte limit', () => {
    expect(ids(splitIntoParts(photos(4, 4, 4, 4, 4), 10))).toEqual([['p0', 'p1'], ['p2', 'p3'], ['p4']]);
  });

  it('cuts at the photo limit even when the bytes would fit', () => {
    expect(ids(splitIntoParts(photos(1, 1, 1, 1, 1), 100, 2))).toEqual([['p0', 'p1'], ['p2', 'p3'], ['p4']]);
  });

  it('puts a photo larger than the limit in a part of its own, and makes no empty part', () => {
    expect(ids(splitIntoParts(photos(3, 50, 3), 10))).toEqual([['p0'], ['p1'], ['p2']]);
    expect(splitIntoParts([], 10)).toEqual([]);
  });

  it('a 2,000-photo, 20 GB gallery of originals becomes parts of at most 2 GiB', () => {
    const parts = splitIntoParts(photos(...Array.from({ length: 2000 }, () => 10_000_000)), 2 * 1024 ** 3);
    expect(parts.flat()).toHaveLength(2000);
    expect(Math.max(...parts.map((part) => part.reduce((sum, photo) => sum + photo.size, 0)))).toBeLessThanOrEqual(
      2 * 1024 ** 3,
    );
    expect(parts).toHaveLength(10);
  });
});

describe('download file names', () => {
  it('keeps an original’s name and gives a web render the .jpg it is', () => {
    expect(downloadFilename('IMG_0001.CR3.png', 'original')).toBe('IMG_0001.CR3.png');
    expect(downloadFilename('IMG_0001.png', 'web')).toBe('IMG_0001.jpg');
    expect(downloadFilename('portrait', 'web')).toBe('portrait.jpg');
  });
});
