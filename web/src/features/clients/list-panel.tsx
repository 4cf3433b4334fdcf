// The pieces the customers and sessions tabs are both built from, so the two lists look and behave alike.
import { X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/icon-button';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/utils';

type ListPanelProps = {
  /** The namespace with the tab's `title`, `list.count` and `list.countAtLeast`. */
  ns: 'customers' | 'sessions';
  /** Rows loaded so far; the count stays blank while the list is loading. */
  count: number;
  loading: boolean;
  /** Whether more rows may exist beyond those loaded. */
  more: boolean;
  /** The tab's main button, "New customer" or "New session", with its icon. */
  newIcon: LucideIcon;
  onNew: () => void;
  children: ReactNode;
};

/**
 * The tab's section: its heading with a live row count and its main button, then the list.
 * Marked `data-screen-ready` once the list has its answer, which takes the page's picture of
 * the screen away (lib/screen-snapshot.ts).
 */
export function ListPanel({ ns, count, loading, more, newIcon: NewIcon, onNew, children }: ListPanelProps) {
  const { t } = useTranslation(ns);
  const headingId = `${ns}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-5" data-screen-ready={loading ? undefined : ''}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-0.5">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {t('title')}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {loading ? '\u00a0' : more ? t('list.countAtLeast', { count }) : t('list.count', { count })}
          </p>
        </div>
        <Button onClick={onNew}>
          <NewIcon aria-hidden="true" />
          {t('actions.new')}
        </Button>
      </div>
      {children}
    </section>
  );
}

type ListSearchProps = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  testId: string;
  className: string;
};

/** A search box with a button that clears it. */
export function ListSearch({ value, onChange, label, placeholder, testId, className }: ListSearchProps) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('relative', className)}>
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        data-testid={testId}
        // Its own clear button below replaces the browser's, which Chromium drew beside it.
        className="pr-9 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value && (
        <IconButton
          icon={X}
          className="absolute top-0.5 right-0.5"
          onClick={() => onChange('')}
          label={t('actions.clearSearch')}
        />
      )}
    </div>
  );
}

/** Placeholder rows while a list waits for its first answer; `rowClassName` sets their height. */
export function ListSkeleton({ rowClassName }: { rowClassName: string }) {
  return (
    <LoadingPlaceholder className="grid gap-2">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className={cn('w-full', rowClassName)} />
      ))}
    </LoadingPlaceholder>
  );
}
