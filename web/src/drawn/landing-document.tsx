// The product's landing page as it is drawn ahead of time, once per language (functions/site-html/landing-page.tsx),
// and taken over by the browser (../entries/landing-hydrate.tsx): no router, no sign-in client.
import { useEffect } from 'react';
import { ThemeProvider } from '../app/providers/theme-provider';
import { LandingPage } from '../features/landing/landing-page';
import type { Language } from '../lib/languages';
import type { LandingPayload } from './landing-payload';

type LandingDocumentProps = Pick<LandingPayload, 'year'> & {
  onLanguage?: (language: Language) => void;
  /** Once React has taken the page over. */
  onTakenOver?: () => void;
};

export function LandingDocument({ year, onLanguage, onTakenOver }: LandingDocumentProps) {
  useEffect(() => onTakenOver?.(), [onTakenOver]);
  return (
    <ThemeProvider>
      <LandingPage year={year} onLanguage={onLanguage} />
    </ThemeProvider>
  );
}
