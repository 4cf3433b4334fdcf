import { createContext, useContext } from 'react';
import type { ResolvedTheme, Theme } from '../lib/theme';

export type ThemeState = {
  /** What the person chose. */
  theme: Theme;
  /** What is on screen: `system` resolved through the OS preference. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

export const ThemeContext = createContext<ThemeState | undefined>(undefined);

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
