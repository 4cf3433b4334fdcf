import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageNames, languages } from '../lib/i18n';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

/** Picks the interface language; i18next remembers it (localStorage and cookie). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={className}
          // Begins with the code it shows, so a person using voice control can say it.
          aria-label={t('language.change', { code: current.toUpperCase(), language: languageNames[current] })}
          data-testid="language-switcher"
        >
          <Languages aria-hidden="true" />
          <span className="uppercase">{current}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current} onValueChange={(lng) => void i18n.changeLanguage(lng)}>
          {languages.map((lng) => (
            <DropdownMenuRadioItem key={lng} value={lng} lang={lng}>
              {languageNames[lng]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
