import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { linkAppManifest } from '../../lib/app-install';
import { registerAppWorker } from '../../lib/app-worker';

/**
 * Makes the back office work offline and installable once it has been opened: its service
 * worker keeps every screen's code on the device, and the manifest names it in the language on
 * screen. Builds only: the dev server has neither.
 */
export function useInstallableApp(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (import.meta.env.PROD) registerAppWorker();
  }, []);
  useEffect(() => {
    if (import.meta.env.PROD) linkAppManifest(i18n.language);
  }, [i18n.language]);
}
