// The booking page's first request, sent by its route's loader (app/router.tsx) as the page
// starts: its answer is on its way while the page's code and schemas load, not after them.
// Nothing here may import a schema library.
import type { Params } from 'react-router';
import type { BookingLanguage } from '@core/domain/public-booking';
import { sendEarly, type ApiAnswer } from '../../lib/api-request';
import { i18n } from '../../lib/i18n';
import { isLanguage } from '../../lib/languages';
import { publicSiteSlug, studioApiPath } from './use-public-site';

/** The page's language: detected as i18next starts, before its translations have arrived. */
export function pageLanguage(): BookingLanguage {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export function requestBookingOffer(slug: string, lng: BookingLanguage): Promise<ApiAnswer> {
  return sendEarly(`${studioApiPath(slug)}/booking?lng=${lng}`);
}

/** The offer's request for the route's params, sent at once. */
export function requestOffer(params: Params): { slug: string | undefined; sent: Promise<ApiAnswer> | undefined } {
  const slug = publicSiteSlug(params);
  return { slug, sent: slug ? requestBookingOffer(slug, pageLanguage()) : undefined };
}
