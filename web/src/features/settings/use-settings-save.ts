import { useState } from 'react';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';

/** Runs a setting's save through the API, keeping a refusal, translated, as the form's error. */
export function useSettingsSave() {
  const apiErrorMessage = useApiErrorMessage();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async (action: () => Promise<void>) => {
    setSaving(true);
    setError(undefined);
    try {
      await action();
    } catch (caught) {
      setError(apiErrorMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  return { error, saving, save };
}
