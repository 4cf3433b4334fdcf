import { cn } from '../lib/utils';
import { LoadingPlaceholder } from './loading-placeholder';
import { Skeleton } from './ui/skeleton';

/** What a tab shows while its code loads (a screen's lazy tabs). */
export function TabSkeleton({ className }: { className?: string }) {
  return (
    <LoadingPlaceholder>
      <Skeleton className={cn('h-64 w-full', className)} />
    </LoadingPlaceholder>
  );
}
