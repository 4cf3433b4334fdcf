import type { QueryResultDetails } from '@rocicorp/zero';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useQueryPatience } from '../hooks/use-query-patience';
import { EmptyState, type MessageTexts } from './empty-state';
import { LoadingPlaceholder } from './loading-placeholder';
import { Skeleton } from './ui/skeleton';

type EditorPageGateProps<R extends object> = {
  /** Whether the address names an id at all: a malformed one is missing without asking. */
  validId: boolean;
  /** The one row the editor edits, and its result, as `useQuery` answered them. */
  row: R | undefined;
  result: Pick<QueryResultDetails, 'type'>;
  /** What is loading, for the placeholder's label. */
  loadingLabel?: string;
  /** The page that says it is missing (a wrong address, or deleted since), with the way back. */
  missing: { icon: LucideIcon; texts: MessageTexts; back: { label: string; to: string }; testId: string };
  /** The editor, once its row is here. */
  children: (row: R) => ReactNode;
};

/**
 * A page that edits one row of the studio's (a workflow, a template, a questionnaire): skeletons
 * while the row is on its way, a missing page when it never comes, else the editor.
 */
export function EditorPageGate<R extends object>({
  validId,
  row,
  result,
  loadingLabel,
  missing,
  children,
}: EditorPageGateProps<R>) {
  const loading = useQueryPatience(row, result);
  if (validId && loading)
    return (
      <LoadingPlaceholder className="grid gap-6" label={loadingLabel}>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-64 w-full" />
      </LoadingPlaceholder>
    );
  if (!validId || !row)
    return (
      <EmptyState
        icon={missing.icon}
        headingLevel="h1"
        testId={missing.testId}
        texts={missing.texts}
        action={missing.back}
      />
    );
  return children(row);
}
