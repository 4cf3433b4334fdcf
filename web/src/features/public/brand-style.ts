import type { CSSProperties } from 'react';

const HEX_COLOR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** WCAG relative luminance of an sRGB channel (0–255). */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * The studio's colour as the page's brand accent (buttons, focus rings), with black or white
 * text on it, whichever reads better. Nothing for a colour that is not a plain hex value.
 */
export function brandStyle(primaryColor: string | null | undefined): CSSProperties | undefined {
  const match = primaryColor ? HEX_COLOR.exec(primaryColor) : null;
  if (!match || !primaryColor) return undefined;
  const [r, g, b] = match.slice(1).map((hex) => channel(parseInt(hex, 16))) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // White keeps at least 3:1 (WCAG's bar for bold and large text) up to L = 0.3; lighter
  // colours get near-black text. Strict WCAG would switch at 0.179, putting black text on the
  // spec's default blue (#3B82F6), which reads as a mistake to most eyes.
  const foreground = luminance > 0.3 ? '#111111' : '#ffffff';
  return { '--brand': primaryColor, '--brand-foreground': foreground, '--ring': primaryColor } as CSSProperties;
}
