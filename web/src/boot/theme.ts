// Inlined into index.html's head (web/build/boot-scripts.ts): the stored theme is on the page before its
// first paint, so a dark-mode user never sees a white flash while the app loads.
import { DARK_QUERY, readStoredTheme, resolveTheme } from '../lib/theme';

document.documentElement.classList.add(resolveTheme(readStoredTheme(), matchMedia(DARK_QUERY).matches));
