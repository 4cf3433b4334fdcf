// The watermark drawn on the renders a gallery's clients see (docs/decisions/watermarks.md): the
// gallery's settings resolved against its studio (the studio's name for empty text, its logo),
// a version naming everything that changes the mark's pixels, and the overlay sharp lays on a
// render already sized. Originals are never touched. No I/O here: client-render.ts reads the
// studio and its logo.
import { createHash } from 'node:crypto';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import type { WatermarkSettings } from '@core/domain/watermark';

/** Bump when the drawing below changes, so every watermarked render gets a new key and ETag. */
const DRAWING_VERSION = 1;

type Size = { width: number; height: number };
type Position = WatermarkSettings['position'];

export type Watermark = {
  /** Digest of all that changes the mark's pixels: part of a stored render's key and of its ETag. */
  version: string;
  position: Position;
  opacity: number;
  /** The mark's width as a percentage of the render's width. */
  size: number;
  /** What is written: the settings' text, else the studio's name; also drawn if the logo is gone. */
  text: string;
  /** The object key of the studio's own logo, when the mark is the logo. */
  logoKey?: string;
};

/**
 * The watermark a gallery's clients see, or undefined when it is off. A logo mark of a studio
 * with no logo of its own writes the studio's name instead, so removing a logo never leaves
 * the photos unmarked. A logo's key names its bytes (keys are never reused), so the version
 * needs no read of the file.
 */
export function resolveWatermark(
  settings: WatermarkSettings,
  studio: { name: string; logoKey: string | undefined },
): Watermark | undefined {
  if (!settings.enabled) return undefined;
  const text = settings.text.trim() || studio.name.trim() || '©';
  const logoKey = settings.kind === 'logo' ? studio.logoKey : undefined;
  const { position, opacity, size } = settings;
  const version = createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, text, logoKey ?? null, position, opacity, size]))
    .digest('base64url')
    .slice(0, 22);
  return { version, position, opacity, size, text, ...(logoKey ? { logoKey } : {}) };
}

/** Text as SVG character data: markup escaped, and the control characters XML refuses dropped. */
export function escapeXml(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
  return (
    text
      // eslint-disable-next-line no-control-regex -- matching them is the point: librsvg refuses the SVG
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[&<>"']/g, (char) => entities[char] ?? char)
  );
}

/** The margin between a mark and the render's edge: 3% of the shorter side. */
export const markMargin = (canvas: Size): number => Math.round(Math.min(canvas.width, canvas.height) * 0.03);

/**
 * The mark's size on a render: `size`% of its width, ratio kept, shrunk to fit within the
 * margins (the whole render when tiled), and never under a pixel.
 */
export function markBox(canvas: Size, mark: Size, watermark: Pick<Watermark, 'position' | 'size'>): Size {
  const margin = watermark.position === 'tiled' ? 0 : markMargin(canvas);
  const room = { width: canvas.width - 2 * margin, height: canvas.height - 2 * margin };
  const ratio = mark.width / mark.height;
  let width = Math.min((canvas.width * watermark.size) / 100, room.width, room.height * ratio);
  width = Math.max(1, Math.round(width));
  return { width, height: Math.max(1, Math.min(room.height, Math.round(width / ratio))) };
}

/** Where a mark of `box` sits on the render (its top left corner), for every position but `tiled`. */
export function markPlacement(
  canvas: Size,
  box: Size,
  position: Exclude<Position, 'tiled'>,
): { left: number; top: number } {
  const margin = markMargin(canvas);
  const centre = {
    left: Math.round((canvas.width - box.width) / 2),
    top: Math.round((canvas.height - box.height) / 2),
  };
  const right = canvas.width - margin - box.width;
  const bottom = canvas.height - margin - box.height;
  switch (position) {
    case 'center':
      return centre;
    case 'top-left':
      return { left: margin, top: margin };
    case 'top-right':
      return { left: right, top: margin };
    case 'bottom-left':
      return { left: margin, top: bottom };
    case 'bottom-right':
      return { left: right, top: bottom };
  }
}

/** The cell a tiled mark repeats in: the mark with half its width beside it and room below, within the render. */
export function tileCell(canvas: Size, box: Size): Size {
  return {
    width: Math.min(canvas.width, box.width + Math.round(box.width / 2)),
    height: Math.min(canvas.height, box.height + Math.round(Math.max(box.height, box.width / 4))),
  };
}

/** The mark's source, drawn once for all the renders it goes on. */
export type Mark = {
  watermark: Watermark;
  /** A tight SVG of the text, scaled by density, or the logo's pixels. */
  source: { kind: 'text'; svg: Buffer } | { kind: 'logo'; image: Buffer };
  size: Size;
};

// DejaVu Sans first: Debian has it, and the Lambdas that draw marks carry it (stacks/functions.ts
// WATERMARK_FONT); then fonts other Linux images may have, then whatever fontconfig picks.
const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', 'Noto Sans', Helvetica, Arial, sans-serif";
/** The text is measured at this size (in SVG pixels), then drawn at the size each render needs. */
const FONT_SIZE = 100;

/** White letters with a soft dark edge: readable on light and dark photos alike. */
function textSvg(text: string, viewBox: { left: number; top: number } & Size): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${viewBox.width}" height="${viewBox.height}" ` +
    `viewBox="${viewBox.left} ${viewBox.top} ${viewBox.width} ${viewBox.height}">` +
    `<text x="${FONT_SIZE / 2}" y="${FONT_SIZE * 1.5}" font-family="${FONT_FAMILY}" font-size="${FONT_SIZE}" ` +
    `font-weight="bold" fill="#fff" stroke="#000" stroke-opacity="0.6" stroke-width="${FONT_SIZE / 20}" ` +
    `paint-order="stroke" stroke-linejoin="round">${escapeXml(text)}</text></svg>`
  );
}

/**
 * The text drawn on a canvas surely larger than it, then cropped to its ink by the SVG's own
 * view box, so each render's mark is drawn sharp at its own size. A canvas with no ink means no
 * font could draw the text: an error, never an unmarked photo.
 */
async function textMark(text: string): Promise<{ svg: Buffer; size: Size }> {
  const canvas = { left: 0, top: 0, width: FONT_SIZE * (2 + [...text].length * 1.2), height: FONT_SIZE * 2.2 };
  const { info } = await sharp(Buffer.from(textSvg(text, canvas)))
    .trim()
    .toBuffer({ resolveWithObject: true });
  if (info.width >= canvas.width && info.height >= canvas.height) throw new Error('No font drew the watermark');
  const ink = {
    left: -(info.trimOffsetLeft ?? 0),
    top: -(info.trimOffsetTop ?? 0),
    width: info.width,
    height: info.height,
  };
  return { svg: Buffer.from(textSvg(text, ink)), size: { width: ink.width, height: ink.height } };
}

/** Draws the mark's source once: the logo when there is one, else the text. */
export async function prepareMark(watermark: Watermark, logo: Buffer | undefined): Promise<Mark> {
  if (logo) {
    // As RGBA, whatever the file's channels, for the opacity to scale the fourth.
    const { data, info } = await sharp(logo)
      .toColourspace('srgb')
      .ensureAlpha()
      .png()
      .toBuffer({ resolveWithObject: true });
    return { watermark, source: { kind: 'logo', image: data }, size: { width: info.width, height: info.height } };
  }
  const { svg, size } = await textMark(watermark.text);
  return { watermark, source: { kind: 'text', svg }, size };
}

/** The overlay sharp composites onto a render of `canvas`'s size: the mark sized, made translucent and placed. */
export async function markOverlay(mark: Mark, canvas: Size): Promise<OverlayOptions> {
  const { watermark, source, size } = mark;
  const box = markBox(canvas, size, watermark);
  // SVG is drawn at 72 dpi; sharp accepts a density from 1.
  const image: Sharp =
    source.kind === 'text'
      ? sharp(source.svg, { density: Math.max(1, (72 * box.width) / size.width) })
      : sharp(source.image);
  image
    .resize({ ...box, fit: 'fill' })
    .ensureAlpha()
    .linear([1, 1, 1, watermark.opacity], [0, 0, 0, 0]);
  if (watermark.position !== 'tiled') {
    return { input: await image.png().toBuffer(), ...markPlacement(canvas, box, watermark.position) };
  }
  const cell = tileCell(canvas, box);
  const right = cell.width - box.width;
  const bottom = cell.height - box.height;
  image.extend({
    left: Math.floor(right / 2),
    right: Math.ceil(right / 2),
    top: Math.floor(bottom / 2),
    bottom: Math.ceil(bottom / 2),
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
  return { input: await image.png().toBuffer(), tile: true, gravity: 'centre' };
}
