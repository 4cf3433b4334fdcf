import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@core/domain/errors';
import { ApiError } from '../lib/api';
import { MISSING_TOKEN } from '../lib/brand-file-upload';
import { useApiErrorMessage } from './use-api-error-message';

/**
 * A translated sentence for a failed logo, font or site image upload: the limit of that kind of file when it
 * is too large, what the API's code says otherwise, and "Upload failed" when nothing says more.
 */
export function useBrandFileErrorMessage(): (error: unknown, kind: 'logo' | 'font' | 'image') => string {
  const { t } = useTranslation('upload');
  const apiErrorMessage = useApiErrorMessage();
  return useCallback(
    (error, kind) => {
      if (!(error instanceof ApiError)) return t('brandFiles.errors.failed');
      if (error.code === 'file_too_large') {
        return t(`brandFiles.errors.${kind}TooLarge`);
      }
      if (error.code === 'account_missing') return t('brandFiles.errors.missingAccount');
      if (error.code === MISSING_TOKEN) return t('brandFiles.errors.missingToken');
      if (isErrorCode(error.code) || error.status === 0) return apiErrorMessage(error);
      return t('brandFiles.errors.failed');
    },
    [t, apiErrorMessage],
  );
}
