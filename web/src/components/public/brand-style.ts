import type { CSSProperties } from 'react';
import { readableButton } from '@core/domain/color-contrast';

/**
 * The studio's colour as the page's brand accent (buttons, focus rings), with text on it that
 * meets WCAG AA (see `readableButton`). The focus ring keeps the colour as chosen. Nothing for a
 * colour that is not a plain hex value.
 */
export function brandStyle(primaryColor: string | null | undefined): CSSProperties | undefined {
  const button = primaryColor ? readableButton(primaryColor) : undefined;
  if (!button || !primaryColor) return undefined;
  return {
    '--brand': button.background,
    '--brand-foreground': button.foreground,
    '--ring': primaryColor,
  } as CSSProperties;
}
