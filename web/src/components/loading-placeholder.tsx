import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type LoadingPlaceholderProps = {
  /** What is loading, when "Loading…" would say too little. */
  label?: string;
  className?: string;
  /** The skeletons standing in for the content. */
  children: ReactNode;
};

/**
 * Skeletons in place of content on its way, announced as loading: a status (ARIA allows a
 * name on it, not on a bare div) that stays busy until the content replaces it.
 */
export function LoadingPlaceholder({ label, className, children }: LoadingPlaceholderProps) {
  const { t } = useTranslation('common');
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label ?? t('loading')}>
      {children}
    </div>
  );
}
