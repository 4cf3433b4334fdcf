import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UnusablePhoto } from '../lib/gallery/unusable-photo';
import { jpegOfTiff } from './tiff-to-jpeg';

type Tags = Record<number, string>;

/**
 * `tiff` (little-endian, as sharp writes it) with ASCII tags added to its first IFD, with an EXIF
 * IFD of `exif`, and with its orientation set: what a camera or Lightroom writes and libvips does not.
 */
function tagged(tiff: Buffer, tags: Tags, exif: Tags, orientation: number): Buffer {
  const chunks: Buffer[] = [tiff];
  let end = tiff.length;
  const place = (bytes: Buffer): number => {
    const at = end + (end % 2); // values start on a word boundary
    chunks.push(Buffer.alloc(at - end), bytes);
    end = at + bytes.length;
    return at;
  };
  const entry = (tag: number, type: number, count: number, value: (e: Buffer) => void): Buffer => {
    const e = Buffer.alloc(12);
    e.writeUInt16LE(tag, 0);
    e.writeUInt16LE(type, 2);
    e.writeUInt32LE(count, 4);
    value(e);
    return e;
  };
  const ascii = ([tag, text]: [string, string]): Buffer => {
    const value = Buffer.from(`${text}\0`, 'latin1');
    return entry(Number(tag), 2, value.length, (e) =>
      value.length <= 4 ? value.copy(e, 8) : e.writeUInt32LE(place(value), 8),
    );
  };
  const ifd = (entries: Buffer[]): Buffer => {
    entries.sort((a, b) => a.readUInt16LE(0) - b.readUInt16LE(0));
    const bytes = Buffer.alloc(2 + entries.length * 12 + 4);
    bytes.writeUInt16LE(entries.length, 0);
    entries.forEach((e, i) => e.copy(bytes, 2 + i * 12));
    return bytes;
  };
  const first = tiff.readUInt32LE(4);
  const own = Array.from({ length: tiff.readUInt16LE(first) }, (_, i) =>
    tiff.subarray(first + 2 + i * 12, first + 14 + i * 12),
  ).filter((e) => e.readUInt16LE(0) !== 274);
  const exifAt = place(ifd(Object.entries(exif).map(ascii)));
  const entries = [
    ...own,
    ...Object.entries(tags).map(ascii),
    entry(274, 3, 1, (e) => e.writeUInt16LE(orientation, 8)),
    entry(34665, 4, 1, (e) => e.writeUInt32LE(exifAt, 8)),
  ];
  const at = place(ifd(entries));
  const out = Buffer.concat(chunks);
  out.writeUInt32LE(at, 4);
  return out;
}

/** A 16-bit TIFF in Display P3, 300 × 200, red on its left half and blue on its right. */
function tiff16(xmp: string): Promise<Buffer> {
  const red = { create: { width: 150, height: 200, channels: 3 as const, background: '#ff0000' } };
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .toColourspace('rgb16')
    .withIccProfile('p3')
    .withXmp(xmp)
    .tiff({ compression: 'lzw' }) // sharp's default, JPEG in TIFF, holds 8 bits only
    .toBuffer();
}

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:tiff="http://ns.adobe.com/tiff/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" ' +
  'tiff:Orientation="6"><dc:rights>Jo Photo 2024</dc:rights></rdf:Description></rdf:RDF></x:xmpmeta>';

describe('jpegOfTiff', () => {
  it('keeps a 16-bit TIFF as an upright sRGB JPEG with its capture date, camera and copyright', async () => {
    const source = await tiff16(XMP);
    expect((await sharp(source).metadata()).depth).toBe('ushort');
    const tiff = tagged(
      source,
      { 271: 'Canon', 272: 'EOS R5', 33432: 'Jo Photo', 315: 'Jo' },
      { 36867: '2024:05:01 10:00:00', 36881: '+02:00', 42036: 'RF24-70mm F2.8 L IS USM' },
      6, // turned 90° clockwise to be seen upright
    );

    const jpeg = await jpegOfTiff(tiff);

    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation, meta.depth]).toEqual([
      'jpeg',
      200,
      300,
      1,
      'uchar',
    ]);
    expect(meta.hasProfile).toBe(true);
    const icc = (await exifr.parse(jpeg, { icc: true, tiff: false, exif: false })) as { ProfileDescription?: string };
    expect(icc.ProfileDescription).toBe('sRGB');
    // Upright: the left half (red) is now on top, the right half (blue) at the bottom.
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(100, 20)[0]).toBeGreaterThan(200);
    expect(pixel(100, 20)[2]).toBeLessThan(60);
    expect(pixel(100, 280)[2]).toBeGreaterThan(200);
    expect(pixel(100, 280)[0]).toBeLessThan(60);

    const tags = (await exifr.parse(jpeg, { reviveValues: false, translateValues: false })) as Record<string, unknown>;
    expect(tags).toMatchObject({
      Make: 'Canon',
      Model: 'EOS R5',
      Copyright: 'Jo Photo',
      Artist: 'Jo',
      DateTimeOriginal: '2024:05:01 10:00:00',
      OffsetTimeOriginal: '+02:00',
      LensModel: 'RF24-70mm F2.8 L IS USM',
      Orientation: 1,
    });
    // The XMP stays, saying upright too, as Lightroom reads it.
    const xmp = meta.xmp?.toString('utf8') ?? '';
    expect(xmp).toContain('<dc:rights>Jo Photo 2024</dc:rights>');
    expect(xmp).toContain('tiff:Orientation="1"');
    expect(xmp).not.toContain('tiff:Orientation="6"');
  });

  it('refuses a TIFF whose pixels cannot be decoded', async () => {
    const tiff = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a6' } })
      .tiff({ compression: 'lzw' })
      .toBuffer();
    // The header and its directory (at the end) intact, the pixel data garbage.
    const broken = Buffer.from(tiff);
    for (let i = 8; i < broken.length - 300; i++) broken[i] = (i * 7) & 255;
    await expect(jpegOfTiff(broken)).rejects.toEqual(expect.objectContaining({ code: 'unsupported_type' }));
    await expect(jpegOfTiff(broken)).rejects.toBeInstanceOf(UnusablePhoto);
  });
});
