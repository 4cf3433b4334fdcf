import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  analyticsConfigured,
  answerAnalytics,
  readAnalyticsConsent,
  startAnalytics,
  type AnalyticsConsent as Answer,
} from '../lib/analytics';
import { Button } from './ui/button';

/**
 * The public pages' question before any product analytics: shown only where analytics are
 * configured and the visitor has not answered yet; their answer is kept on this browser.
 */
export function AnalyticsConsent() {
  const { t } = useTranslation('common');
  const [answered, setAnswered] = useState(() => !analyticsConfigured() || readAnalyticsConsent() !== undefined);
  // A visitor who agreed on an earlier visit is counted again without being asked.
  useEffect(() => {
    if (readAnalyticsConsent() === 'granted') startAnalytics('localStorage+cookie');
  }, []);
  if (answered) return null;
  const answer = (consent: Answer) => {
    answerAnalytics(consent);
    setAnswered(true);
  };
  return (
    <section
      aria-label={t('analytics.label')}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto grid max-w-md gap-3 rounded-lg border bg-card p-4 text-sm text-card-foreground shadow-lg"
      data-testid="analytics-consent"
    >
      <p>{t('analytics.question')}</p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => answer('denied')}>
          {t('analytics.decline')}
        </Button>
        <Button size="sm" onClick={() => answer('granted')}>
          {t('analytics.allow')}
        </Button>
      </div>
    </section>
  );
}
