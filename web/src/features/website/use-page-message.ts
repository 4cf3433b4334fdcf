import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../hooks/use-validation-message';

/**
 * Translates a page field's error: the page-address codes of core/domain/site-page.ts, and
 * `page_path_taken` when another page of the studio already has the address, besides the
 * codes every form shares.
 */
export function usePageMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation(['validation', 'errors']);
  const shared = useValidationMessage();
  return useCallback(
    (message) => {
      if (message === 'pagePath' || message === 'pagePathTaken') return t(`validation:${message}`);
      if (message === 'page_path_taken') return t('errors:page_path_taken');
      return shared(message);
    },
    [t, shared],
  );
}
