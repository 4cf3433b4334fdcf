import type { QueryResultDetails } from '@rocicorp/zero';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useQueryPatience } from '../hooks/use-query-patience';
import { EmptyState, type MessageTexts } from './empty-state';
import { LoadingPlaceholder } from './loading-placeholder';
import { QueryErrorState } from './query-error-state';
import { Skeleton } from './ui/skeleton';

type QueryContentProps = {
  /** What `useQuery` returned. */
  rows: readonly unknown[];
  result: QueryResultDetails;
  /** Whether what the rows make has nothing to show. */
  empty: boolean;
  texts: { error: MessageTexts; empty: MessageTexts; loading?: string | undefined };
  emptyIcon: LucideIcon;
  emptyTestId: string;
  /** The skeletons standing in for the content while it loads (each one's classes), and their layout. */
  skeletons: readonly string[];
  skeletonClassName: string;
  children: ReactNode;
};

/**
 * A synced query's content, or what stands in for it: the error with a retry when it could not
 * load and this device has nothing, skeletons while it loads, and a message when it has nothing.
 */
export function QueryContent(props: QueryContentProps) {
  const { rows, result, empty, texts, children } = props;
  const loading = useQueryPatience(rows, result);
  if (result.type === 'error' && rows.length === 0)
    return <QueryErrorState texts={texts.error} onRetry={result.retry} />;
  if (loading)
    return (
      <LoadingPlaceholder className={props.skeletonClassName} label={texts.loading}>
        {props.skeletons.map((className, index) => (
          <Skeleton key={index} className={className} />
        ))}
      </LoadingPlaceholder>
    );
  if (empty) return <EmptyState icon={props.emptyIcon} testId={props.emptyTestId} texts={texts.empty} />;
  return children;
}
