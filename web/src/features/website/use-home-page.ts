import { useCallback } from 'react';
import { studioHomePath } from '@core/domain/studio-profile';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { updateAccountSettings } from '../../lib/accounts';

/**
 * The page visitors see first (cms.settings defaultPage, a page's path), and a way to choose
 * another. It is a studio setting, which managers change, as everything on the website screens.
 */
export function useHomePage() {
  const { account, replaceAccount } = useAccount();
  const settings = useAccountSettings();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const cms = settings['cms.settings'];

  /** Saves `path` as the home page, or none; resolves with the refusal, translated, if any. */
  const setHomePath = useCallback(
    async (path: string | undefined): Promise<string | undefined> => {
      // The API replaces cms.settings whole: the SEO and domain fields in it are sent back as they are.
      const { defaultPage: _previous, ...rest } =
        cms && typeof cms === 'object' ? (cms as Record<string, unknown>) : {};
      try {
        const updated = await updateAccountSettings(api, account.id, {
          'cms.settings': path === undefined ? rest : { ...rest, defaultPage: path },
        });
        replaceAccount(updated);
        return undefined;
      } catch (caught) {
        return apiErrorMessage(caught);
      }
    },
    [api, account.id, cms, replaceAccount, apiErrorMessage],
  );

  return { homePath: studioHomePath(settings), setHomePath };
}
