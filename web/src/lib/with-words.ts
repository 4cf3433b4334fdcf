import type { Namespace } from 'i18next';
import { getI18n } from 'react-i18next';

/**
 * Loads code (a screen's, a dialog's) and the translation namespaces it reads side by side, so
 * both are ready together. It asks the instance React renders with, not the app's module, which
 * would bring the app's language detection and catalogue table into a public page's script.
 */
export async function withWords<T>(load: () => Promise<T>, namespaces: Namespace): Promise<T> {
  if (namespaces.length === 0) return load();
  const [loaded] = await Promise.all([load(), getI18n().loadNamespaces(namespaces)]);
  return loaded;
}
