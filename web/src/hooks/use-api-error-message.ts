import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@core/domain/errors';
import { ApiError } from '../lib/api';

/** A person-readable, translated sentence for a failed API call. */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (error) => {
      if (error instanceof ApiError) {
        if (isErrorCode(error.code)) return t(error.code);
        if (error.status === 0) return t('network');
      }
      return t('unknown');
    },
    [t],
  );
}
