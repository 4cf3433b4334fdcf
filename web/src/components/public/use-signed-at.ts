import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/use-hydrated';

/**
 * When something was signed, in the page's language and on this browser's clock; in UTC while
 * React takes over a page its server drew, so the first render matches the server's HTML.
 */
export function useSignedAt(): (at: number) => string {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
    ...(hydrated ? {} : { timeZone: 'UTC' }),
  });
  return (at) => format.format(at);
}
