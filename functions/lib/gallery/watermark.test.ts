import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultWatermark, type WatermarkSettings } from '@core/domain/watermark';
import { renderImage } from './photo-render';
import {
  escapeXml,
  markBox,
  markMargin,
  markOverlay,
  markPlacement,
  prepareMark,
  resolveWatermark,
  tileCell,
  type Watermark,
} from './watermark';

const studio: { name: string; logoKey: string | undefined } = {
  name: 'Lumen Studio',
  logoKey: 'acc/logos/abcdefghijklmnop',
};
const on: WatermarkSettings = { ...defaultWatermark, enabled: true };
const resolved = (settings: Partial<WatermarkSettings>, of = studio) =>
  resolveWatermark({ ...on, ...settings }, of) as Watermark;

describe('resolveWatermark', () => {
  it('is nothing when the watermark is off', () => {
    expect(resolveWatermark(defaultWatermark, studio)).toBeUndefined();
  });

  it('writes the studio’s name when the text is empty, and the logo only for a logo mark', () => {
    expect(resolved({})).toMatchObject({ text: 'Lumen Studio', position: 'center', opacity: 0.4, size: 30 });
    expect(resolved({})).not.toHaveProperty('logoKey');
    expect(resolved({ text: '© Ana' }).text).toBe('© Ana');
    expect(resolved({ kind: 'logo' }).logoKey).toBe(studio.logoKey);
    // A logo mark of a studio without a logo writes its name: the photos stay marked.
    expect(resolved({ kind: 'logo' }, { ...studio, logoKey: undefined })).toMatchObject({ text: 'Lumen Studio' });
  });

  it('has a version that changes with everything that changes the mark’s pixels, and only with that', () => {
    const base = resolved({}).version;
    expect(base).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(resolved({}).version).toBe(base);
    const changed = [
      resolved({ text: 'Other' }),
      resolved({ position: 'tiled' }),
      resolved({ opacity: 0.5 }),
      resolved({ size: 31 }),
      resolved({ kind: 'logo' }),
      resolved({ kind: 'logo' }, { ...studio, logoKey: 'acc/logos/qrstuvwxyzabcdef' }),
      resolved({}, { ...studio, name: 'Lumen' }),
    ].map((mark) => mark.version);
    expect(new Set([base, ...changed]).size).toBe(changed.length + 1);
    // A text of its own does not depend on the studio's name.
    expect(resolved({ text: 'Mine' }, { ...studio, name: 'Renamed' }).version).toBe(resolved({ text: 'Mine' }).version);
  });
});

describe('escapeXml', () => {
  it('escapes markup and drops the control characters XML refuses', () => {
    expect(escapeXml(`<script>"a" & 'b'</script>\u0001\u0007ok`)).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &apos;b&apos;&lt;/script&gt;ok',
    );
    expect(escapeXml('Laura & Marc — ❤')).toBe('Laura &amp; Marc — ❤');
  });
});

describe('placement', () => {
  const canvas = { width: 1000, height: 600 };

  it('makes the mark size% of the width, ratio kept, within the margins', () => {
    expect(markMargin(canvas)).toBe(18);
    expect(markBox(canvas, { width: 400, height: 100 }, { position: 'center', size: 30 })).toEqual({
      width: 300,
      height: 75,
    });
    // A whole-width mark stays inside the margins; tiled, it may take the whole width.
    expect(markBox(canvas, { width: 400, height: 100 }, { position: 'top-left', size: 100 })).toEqual({
      width: 964,
      height: 241,
    });
    expect(markBox(canvas, { width: 400, height: 100 }, { position: 'tiled', size: 100 }).width).toBe(1000);
    // A tall logo is held to the render's height.
    expect(markBox(canvas, { width: 100, height: 400 }, { position: 'center', size: 50 })).toEqual({
      width: 141,
      height: 564,
    });
    expect(markBox({ width: 20, height: 20 }, { width: 400, height: 10 }, { position: 'center', size: 5 })).toEqual({
      width: 1,
      height: 1,
    });
  });

  it('places the mark in the centre or a corner, a margin from the edges', () => {
    const box = { width: 300, height: 75 };
    expect(markPlacement(canvas, box, 'center')).toEqual({ left: 350, top: 263 });
    expect(markPlacement(canvas, box, 'top-left')).toEqual({ left: 18, top: 18 });
    expect(markPlacement(canvas, box, 'top-right')).toEqual({ left: 682, top: 18 });
    expect(markPlacement(canvas, box, 'bottom-left')).toEqual({ left: 18, top: 507 });
    expect(markPlacement(canvas, box, 'bottom-right')).toEqual({ left: 682, top: 507 });
  });

  it('tiles the mark with room around it, in a cell never larger than the render', () => {
    expect(tileCell(canvas, { width: 300, height: 75 })).toEqual({ width: 450, height: 150 });
    expect(tileCell(canvas, { width: 1000, height: 250 })).toEqual({ width: 1000, height: 500 });
    expect(tileCell(canvas, { width: 1000, height: 500 })).toEqual({ width: 1000, height: 600 });
  });
});

describe('drawing', () => {
  const grey = () => sharp({ create: { width: 600, height: 400, channels: 3, background: '#808080' } });
  const pixels = async (image: Buffer) => (await sharp(image).raw().toBuffer({ resolveWithObject: true })).data;

  it('draws the text on the render only, at the same size, with no alpha channel added', async () => {
    const photo = await grey().jpeg().toBuffer();
    const options = { width: 400, format: 'png' } as const;
    const clean = await renderImage(photo, { width: 600, height: 400 }, { options });
    const mark = await prepareMark(resolved({ text: '<b>&</b>' }), undefined);
    const marked = await renderImage(photo, { width: 600, height: 400 }, { options, mark });
    const [a, b] = await Promise.all([sharp(clean).metadata(), sharp(marked).metadata()]);
    expect([b.width, b.height, b.channels]).toEqual([a.width, a.height, a.channels]);
    expect((await pixels(marked)).equals(await pixels(clean))).toBe(false);
  });

  it('lays a logo at its opacity, where its position says', async () => {
    const white = await sharp({ create: { width: 100, height: 50, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const black = { width: 600, height: 400, channels: 3 as const };
    const at = async (position: WatermarkSettings['position'], x: number, y: number) => {
      const mark = await prepareMark(resolved({ kind: 'logo', opacity: 0.5, size: 20, position }), white);
      const overlay = await markOverlay(mark, black);
      const { data } = await sharp({ create: { ...black, background: '#000' } })
        .composite([overlay])
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data[(y * black.width + x) * 3] ?? -1;
    };
    // 20% of 600 is 120×60, half white over black.
    expect(await at('center', 300, 200)).toBeCloseTo(128, -1);
    expect(await at('center', 20, 20)).toBe(0);
    expect(await at('top-left', 20, 20)).toBeCloseTo(128, -1);
    expect(await at('bottom-right', 580, 380)).toBeCloseTo(128, -1);
    expect(await at('bottom-right', 300, 200)).toBe(0);
  });

  it('tiles the mark across the whole render', async () => {
    const white = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const canvas = { width: 600, height: 400, channels: 3 as const };
    const mark = await prepareMark(resolved({ kind: 'logo', opacity: 1, size: 10, position: 'tiled' }), white);
    const { data } = await sharp({ create: { ...canvas, background: '#000' } })
      .composite([await markOverlay(mark, canvas)])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const lit = (x0: number, y0: number, x1: number, y1: number) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (data[(y * canvas.width + x) * 3]) return true;
      return false;
    };
    // Marks in every quarter of the photo, not one.
    expect([lit(0, 0, 300, 200), lit(300, 0, 600, 200), lit(0, 200, 300, 400), lit(300, 200, 600, 400)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});
