// The themes a person can choose and how the remembered one resolves, for ThemeProvider and for
// the page's boot script (boot/theme.ts), which applies it before the app has loaded.
import { THEME_STORAGE_KEY } from './storage-keys';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

/** The OS preference that `system` follows. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: string | null): value is Theme {
  return (themes as readonly (string | null)[]).includes(value);
}

/** The theme this browser remembers; `system` when none is, or storage is blocked. */
export function readStoredTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  return theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;
}
