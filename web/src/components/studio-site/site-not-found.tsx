import { useTranslation } from 'react-i18next';

/** No such page on the site (or none this visitor may know of), with the way to its home page. */
export function SiteNotFound({ home }: { home: string }) {
  const { t } = useTranslation('public');
  return (
    <article className="site-article site-section" data-testid="public-page-not-found">
      <h1 className="site-heading">{t('notFound.title')}</h1>
      <p className="site-paragraph">{t('notFound.description')}</p>
      <p>
        <a href={home} className="site-button">
          {t('notFound.action')}
        </a>
      </p>
    </article>
  );
}
