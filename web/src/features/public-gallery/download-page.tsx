import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { DownloadProgress } from './download-progress';

/**
 * /p/{slug}/downloads/{id}?token=…: the page a download's mail links to, with a button for each
 * ready part of the ZIP; its token is the only key, valid while the download is kept.
 */
export function DownloadPage() {
  const { t } = useTranslation('public');
  const { downloadId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  useEffect(() => {
    const previous = document.title;
    document.title = t('download.page.title');
    return () => {
      document.title = previous;
    };
  }, [t]);
  return (
    <section className="mx-auto grid w-full max-w-xl gap-4 px-5 py-16" data-testid="download-page">
      <h1 className="font-display text-3xl font-medium">{t('download.page.title')}</h1>
      <p className="text-muted-foreground">{t('download.page.description')}</p>
      <DownloadProgress id={downloadId} token={token} />
    </section>
  );
}
