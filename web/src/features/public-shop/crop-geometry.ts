// The part of a photo a print shows, as the crop tool moves and zooms it: a frame of the print's
// ratio, as large as the photo allows at zoom 1, kept inside the photo. Fractions of the photo's
// width and height from its top left, as the order keeps them (core/domain/gallery-sales.ts).
import type { Crop } from '@core/domain/gallery-sales';

export type Orientation = 'portrait' | 'landscape';

/** Where the frame is: its centre (fractions of the photo) and how far it is zoomed in (1 = largest). */
export type CropFrame = { cx: number; cy: number; zoom: number };

export const MAX_ZOOM = 4;

export type Size = { width: number; height: number };

/** The print's width over its height, turned as the client chose. */
export function printRatio({ widthMm, heightMm }: { widthMm: number; heightMm: number }, orientation: Orientation) {
  const long = Math.max(widthMm, heightMm);
  const short = Math.min(widthMm, heightMm);
  return orientation === 'landscape' ? long / short : short / long;
}

/** The print turned the way the photo is, to start with. */
export const orientationOf = (photo: Size): Orientation => (photo.width >= photo.height ? 'landscape' : 'portrait');

/** The frame's size in fractions of the photo at `zoom`. */
function frameSize(photo: Size, ratio: number, zoom: number): Size {
  const photoRatio = photo.width / photo.height;
  const base =
    photoRatio >= ratio ? { width: ratio / photoRatio, height: 1 } : { width: 1, height: photoRatio / ratio };
  return { width: base.width / zoom, height: base.height / zoom };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The frame moved back inside the photo, its zoom within 1 and MAX_ZOOM. */
export function keptInside(photo: Size, ratio: number, frame: CropFrame): CropFrame {
  const zoom = clamp(frame.zoom, 1, MAX_ZOOM);
  const { width, height } = frameSize(photo, ratio, zoom);
  return {
    zoom,
    cx: clamp(frame.cx, width / 2, 1 - width / 2),
    cy: clamp(frame.cy, height / 2, 1 - height / 2),
  };
}

export const centred: CropFrame = { cx: 0.5, cy: 0.5, zoom: 1 };

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The crop the frame shows, as the order keeps it. */
export function cropOf(photo: Size, ratio: number, frame: CropFrame): Crop {
  const { cx, cy, zoom } = keptInside(photo, ratio, frame);
  const { width, height } = frameSize(photo, ratio, zoom);
  const x = round(cx - width / 2);
  const y = round(cy - height / 2);
  // Rounded so that the crop never reaches past the photo's edge.
  return { x, y, width: Math.min(round(width), round(1 - x)), height: Math.min(round(height), round(1 - y)) };
}
