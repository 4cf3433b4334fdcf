import { useTranslation } from 'react-i18next';
import { deviceTimeZone, formatInstant } from '@core/domain/studio-time';

/** When a booking happens, on the client's own clock and in the page's language ("Thu, Nov 26, 10:00 AM"). */
export function useClientTime(): (ms: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (ms) => formatInstant(ms, { locale, timeZone: deviceTimeZone(), style: 'weekdayTime' });
}
