import { Compass } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { usePublicSite } from './use-public-site';

/** A whole public page that only says something: not found, private, expired, invalid invite. */
export function PublicNotice(props: Omit<ComponentProps<typeof EmptyState>, 'headingLevel'>) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center px-5 py-12 sm:py-20">
      <EmptyState headingLevel="h1" className="border-solid bg-card py-16" {...props} />
    </div>
  );
}

/** Nothing here (or nothing this visitor may know of), with the way to the studio's home page. */
export function PublicNotFound({ testId }: { testId: string }) {
  const { t } = useTranslation('public');
  const { home } = usePublicSite();
  return (
    <PublicNotice
      icon={Compass}
      testId={testId}
      texts={t('notFound', { returnObjects: true })}
      action={{ label: t('notFound.action'), href: home }}
    />
  );
}

/** No studio at this address (the server answered 404). */
export function UnknownStudioPage() {
  return <PublicNotFound testId="public-site-not-found" />;
}
