import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// The messages zod schemas in core/ and web/ use; each must exist in locales/*/validation.json
// (the typed `t` below refuses a key that does not).
const validationKeys = [
  'required',
  'email',
  'tooLong',
  'slugFormat',
  'slugTooShort',
  'slugReserved',
  'passwordMismatch',
  'guessablePassword',
  'amountPositive',
  'amountNegative',
  'amountTooLarge',
  'moneyFormat',
  'dateRequired',
  'dateRange',
  'customerRequired',
  'receiptNumber',
  'receiptType',
  'receiptEmpty',
  'receiptTooLarge',
  'currencyCode',
  'timeZone',
  'reassignToSelf',
  'clientsRange',
  'depositRange',
  'sessionTypeRequired',
  'weekdaysRequired',
  'timeSlot',
  'timeSlotsRequired',
  'bookingsPerDayRange',
  'bufferRange',
  'endBeforeStart',
  'mailedCode',
  'options',
  'optionsRepeat',
  'tooMany',
  'offsetRange',
  'printSize',
  'countryCode',
  'countryTwice',
  'couponCode',
  'percentRange',
  'limitRange',
  'includedRange',
  'trackingUrl',
] as const;
type ValidationKey = (typeof validationKeys)[number];

function isValidationKey(value: string): value is ValidationKey {
  return (validationKeys as readonly string[]).includes(value);
}

/** Translates a form error whose message is a `validation` key. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      return isValidationKey(message) ? t(message) : t('invalid');
    },
    [t],
  );
}
