import type { ResolvedTheme, Theme } from '../lib/theme';
import { createRequiredContext } from './required-context';

type ThemeState = {
  /** What the person chose. */
  theme: Theme;
  /** What is on screen: `system` resolved through the OS preference. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

export const [ThemeContext, useTheme] = createRequiredContext<ThemeState>('useTheme', 'ThemeProvider');
