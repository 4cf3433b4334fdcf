import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageNames, languages, type Language } from '../lib/languages';
import { LazyChoiceMenu } from './lazy-choice-menu';

const choices = languages.map((lng) => ({ value: lng, content: languageNames[lng], lang: lng }));

type LanguageSwitcherProps = {
  className?: string;
  /** Another language chosen; by default i18next switches to it and remembers it (localStorage and cookie). */
  onChange?: (language: Language) => void;
};

/** Picks the interface language. */
export function LanguageSwitcher({ className, onChange }: LanguageSwitcherProps) {
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
      onChange={(lng) => {
        if (!isLanguage(lng)) return;
        if (onChange) onChange(lng);
        else void i18n.changeLanguage(lng);
      }}
      choices={choices}
    />
  );
}
