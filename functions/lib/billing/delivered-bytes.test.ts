import { describe, expect, it } from 'vitest';
import { galleryOfImagePath, imageBytesInLog } from './delivered-bytes';

const header =
  '#Version: 1.0\n#Fields: date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status\n';
const line = (bytes: number | string, path: string, status = 200) =>
  ['2026-11-25', '10:00:00', 'MAD50-C1', bytes, '1.2.3.4', 'GET', 'd1.cloudfront.net', path, status].join('\t');

describe('imageBytesInLog', () => {
  it("adds the bytes of each gallery's photos, whatever else the log holds", () => {
    const log = [
      header.trimEnd(),
      line(1000, '/api/images/g1/IMG_1.jpg'),
      line(500, '/api/images/g1/IMG_2.jpg'),
      line(700, '/api/images/g2/IMG_1.jpg'),
      line(9999, '/assets/index.js'),
      line(123, '/api/p/studio/gallery/g1'),
      line('-', '/api/images/g2/IMG_3.jpg'),
      '',
    ].join('\n');
    expect(imageBytesInLog(log)).toEqual(
      new Map([
        ['g1', 1500],
        ['g2', 700],
      ]),
    );
  });

  it('reads the columns the #Fields line names, and adds into what earlier files gave', () => {
    const reordered = '#Fields: cs-uri-stem sc-bytes\n/api/images/g1/a.jpg\t40\n';
    expect(imageBytesInLog(reordered, new Map([['g1', 2]]))).toEqual(new Map([['g1', 42]]));
    expect(imageBytesInLog('/api/images/g1/a.jpg\t40\n')).toEqual(new Map());
  });
});

describe("a day's fold", () => {
  it('depends only on the day’s files: folding them again, in any order, gives the same figures', () => {
    const files = [
      `${header}${line(1000, '/api/images/g1/a.jpg')}\n`,
      `${header}${line(300, '/api/images/g2/b.jpg')}\n${line(200, '/api/images/g1/c.jpg')}\n`,
    ];
    const fold = (day: readonly string[]) =>
      day.reduce((perGallery, file) => imageBytesInLog(file, perGallery), new Map<string, number>());
    const first = fold(files);
    expect(first).toEqual(
      new Map([
        ['g1', 1200],
        ['g2', 300],
      ]),
    );
    expect(fold(files)).toEqual(first);
    expect(fold([...files].reverse())).toEqual(first);
  });
});

describe('galleryOfImagePath', () => {
  it('knows only image addresses', () => {
    expect(galleryOfImagePath('/api/images/g1/IMG_1.jpg')).toBe('g1');
    expect(galleryOfImagePath('/api/images/g1')).toBeUndefined();
    expect(galleryOfImagePath('/api/images/g1/a/b.jpg')).toBeUndefined();
  });
});
