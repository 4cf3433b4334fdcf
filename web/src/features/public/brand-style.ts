import type { CSSProperties } from 'react';
import { contrastRatio, relativeLuminance, rgbOf, type Rgb } from '@core/domain/color-contrast';

/** WCAG's minimum contrast for body text (AA), which buttons' labels are. */
const TEXT_CONTRAST = 4.5;

/**
 * Above this luminance a colour takes near-black text (at least 7:1). Below it white reads as
 * intended on most brand colours, though not always at 4.5:1: those are deepened (below).
 * Strict WCAG would switch at 0.179, putting black text on mid blues such as the default brand
 * colour (#3B82F6), which reads as a mistake to most eyes.
 */
const LIGHT_COLOUR = 0.3;

const whiteContrast = (rgb: Rgb) => contrastRatio(rgb, '#ffffff');

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
  const rgb = primaryColor ? rgbOf(primaryColor) : undefined;
  if (!rgb || !primaryColor) return undefined;
  const light = relativeLuminance(rgb) > LIGHT_COLOUR;
  const readable = light || whiteContrast(rgb) >= TEXT_CONTRAST;
  return {
    '--brand': readable ? primaryColor : hex(deepenedForWhiteText(rgb)),
    '--brand-foreground': light ? '#111111' : '#ffffff',
    '--ring': primaryColor,
  } as CSSProperties;
}
