// The shop's words and amounts. Its catalogue is its own namespace, loaded with the shop: the
// gallery's page carries only the words it shows before the shop opens (public.json), and a page
// its server drew has no way to fetch a namespace of its own, so the shop adds its catalogue itself.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fractionDigits, minorToDecimal } from '@core/domain/money-format';
import type { ErrorCode } from '@core/domain/errors';

const catalogues = import.meta.glob<Record<string, unknown>>('@locales/*/shop.json', { import: 'default' });

const catalogueOf = (language: string) =>
  Object.entries(catalogues).find(([file]) => file.endsWith(`/${language}/shop.json`))?.[1];

/** Whether the shop's words are ready in the page's language (loading them the first time). */
export function useShopCatalogue(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // Set when a catalogue has been added, so the page draws again with it.
  const [, setAdded] = useState<string>();
  const ready = i18n.hasResourceBundle(language, 'shop');
  useEffect(() => {
    if (ready) return;
    let current = true;
    const load = catalogueOf(language) ?? catalogueOf('en');
    void load?.().then((catalogue) => {
      i18n.addResourceBundle(language, 'shop', catalogue);
      if (current) setAdded(language);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, ready]);
  return ready;
}

/** Amounts in minor units as the page's language writes the currency: "€5.00", "5,00 €". */
export function useMoney(currency: string) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = fractionDigits(currency);
    return (minor: number) => format.format(minorToDecimal(minor, digits) as Intl.StringNumericLiteral);
  }, [locale, currency]);
}

// The API's codes as the catalogue spells them, and the page's own word for a lost connection.
const ERROR_CODES = [
  'invalid_input',
  'item_unavailable',
  'payments_unavailable',
  'not_shippable',
  'coupon_rejected',
  'cart_empty',
  'below_minimum_charge',
  'selection_needs_client',
  'network',
] as const satisfies readonly (ErrorCode | 'network')[];
type ShopErrorCode = (typeof ERROR_CODES)[number];
const isShopErrorCode = (code: string): code is ShopErrorCode => (ERROR_CODES as readonly string[]).includes(code);

/** What a refusal of the shop's API means to the client, in their language; `minimum` as the page writes it. */
export function useShopErrorMessage(): (code: string, minimum?: string) => string {
  const { t } = useTranslation('shop');
  return (code, minimum = '') => (isShopErrorCode(code) ? t(`errors.${code}`, { minimum }) : t('errors.unknown'));
}
