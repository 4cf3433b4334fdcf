import type { CSSProperties } from 'react';

const HEX_COLOR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** WCAG's minimum contrast for body text (AA), which buttons' labels are. */
const TEXT_CONTRAST = 4.5;

/**
 * Above this luminance a colour takes near-black text (at least 7:1). Below it white reads as
 * intended on most brand colours, though not always at 4.5:1: those are deepened (below).
 * Strict WCAG would switch at 0.179, putting black text on mid blues such as the default brand
 * colour (#3B82F6), which reads as a mistake to most eyes.
 */
const LIGHT_COLOUR = 0.3;

type Rgb = readonly [number, number, number];

/** WCAG relative luminance of an sRGB colour (channels 0–255). */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const whiteContrast = (rgb: Rgb) => 1.05 / (luminance(rgb) + 0.05);

const hex = (rgb: Rgb) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/** The lightest shade of the colour (same hue, towards black) that white text reads on at 4.5:1. */
function deepenedForWhiteText(rgb: Rgb): Rgb {
  let shade = rgb;
  for (let keep = 0.99; whiteContrast(shade) < TEXT_CONTRAST; keep -= 0.01) {
    shade = rgb.map((value) => Math.round(value * keep)) as unknown as Rgb;
  }
  return shade;
}

/**
 * The studio's colour as the page's brand accent (buttons, focus rings), with text on it that
 * meets WCAG AA: near-black on light colours; white on the others, which are deepened as little
 * as needed when white would not read (the default blue #3B82F6 becomes #3472D8 on buttons).
 * The focus ring keeps the colour as chosen. Nothing for a colour that is not a plain hex value.
 */
export function brandStyle(primaryColor: string | null | undefined): CSSProperties | undefined {
  const match = primaryColor ? HEX_COLOR.exec(primaryColor) : null;
  if (!match || !primaryColor) return undefined;
  const rgb = match.slice(1).map((channel) => parseInt(channel, 16)) as unknown as Rgb;
  const light = luminance(rgb) > LIGHT_COLOUR;
  const readable = light || whiteContrast(rgb) >= TEXT_CONTRAST;
  return {
    '--brand': readable ? primaryColor : hex(deepenedForWhiteText(rgb)),
    '--brand-foreground': light ? '#111111' : '#ffffff',
    '--ring': primaryColor,
  } as CSSProperties;
}
