import { useTranslation } from 'react-i18next';
import { languageNames, languages } from '../../lib/languages';

/**
 * The site's languages as links to this page in each: the server draws every page in the
 * language asked for (`?lng=`), which the page then remembers (web/src/entries/site-main.tsx).
 */
export function SiteLanguages({ path }: { path: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <div className="site-languages" role="group" aria-label={t('language.label')} data-testid="site-languages">
      {languages.map((lng) => (
        <a
          key={lng}
          href={`${path}?lng=${lng}`}
          hrefLang={lng}
          lang={lng}
          aria-current={lng === i18n.language ? 'true' : undefined}
          title={languageNames[lng]}
        >
          {lng.toUpperCase()}
        </a>
      ))}
    </div>
  );
}
