import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageNames, languages } from '../lib/languages';
import { LazyChoiceMenu } from './lazy-choice-menu';

const choices = languages.map((lng) => ({ value: lng, content: languageNames[lng], lang: lng }));

/** Picks the interface language; i18next remembers it (localStorage and cookie). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <LazyChoiceMenu
      size="sm"
      className={className}
      // Begins with the code it shows, so a person using voice control can say it.
      label={t('language.change', { code: current.toUpperCase(), language: languageNames[current] })}
      testId="language-switcher"
      trigger={
        <>
          <Languages aria-hidden="true" />
          <span className="uppercase">{current}</span>
        </>
      }
      align="end"
      heading={t('language.label')}
      value={current}
      onChange={(lng) => void i18n.changeLanguage(lng)}
      choices={choices}
    />
  );
}
