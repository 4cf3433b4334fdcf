// WCAG 2 contrast of colours written as #rrggbb, for text laid on a colour the studio chose.

/** A colour's red, green and blue channels, 0–255. */
export type Rgb = readonly [number, number, number];

const HEX_COLOR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** The channels of a #rrggbb colour; nothing for any other way of writing one. */
export function rgbOf(hex: string): Rgb | undefined {
  const match = HEX_COLOR.exec(hex);
  if (!match) return undefined;
  const [r = 0, g = 0, b = 0] = match.slice(1).map((channel) => Number.parseInt(channel, 16));
  return [r, g, b];
}

/** The relative luminance of a colour (WCAG 2), from 0 (black) to 1 (white). */
export function relativeLuminance(color: Rgb | string): number {
  const rgb = typeof color === 'string' ? (rgbOf(color) ?? [0, 0, 0]) : color;
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const [light = 0, dark = 0] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on `background`. */
export function readableTextOn(background: Rgb | string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

/** WCAG's minimum contrast for body text (AA), which buttons' labels are. */
export const TEXT_CONTRAST = 4.5;

/**
 * Above this luminance a colour takes near-black text (at least 7:1). Below it white reads as
 * intended on most brand colours, though not always at 4.5:1: those are deepened (below).
 * Strict WCAG would switch at 0.179, putting black text on mid blues such as the default brand
 * colour (#3B82F6), which reads as a mistake to most eyes.
 */
const LIGHT_COLOUR = 0.3;

const hex = (rgb: Rgb) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/** The lightest shade of the colour (same hue, towards black) that white text reads on at 4.5:1. */
function deepenedForWhiteText(rgb: Rgb): Rgb {
  let shade = rgb;
  for (let keep = 0.99; contrastRatio(shade, '#ffffff') < TEXT_CONTRAST; keep -= 0.01) {
    shade = rgb.map((value) => Math.round(value * keep)) as unknown as Rgb;
  }
  return shade;
}

/**
 * A button in the studio's colour with a label that meets WCAG AA: near-black on light colours;
 * white on the others, which are deepened as little as needed when white would not read (the
 * default blue #3B82F6 becomes #3472d8). Nothing for a colour that is not #rrggbb.
 */
export function readableButton(color: string): { background: string; foreground: string } | undefined {
  const rgb = rgbOf(color);
  if (!rgb) return undefined;
  const light = relativeLuminance(rgb) > LIGHT_COLOUR;
  const readable = light || contrastRatio(rgb, '#ffffff') >= TEXT_CONTRAST;
  return { background: readable ? color : hex(deepenedForWhiteText(rgb)), foreground: light ? '#111111' : '#ffffff' };
}
