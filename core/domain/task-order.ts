// The order of a task list, apart from task.ts's schemas: Home lists tasks and edits none.
type OpenTask = {
  readonly id: string;
  readonly dueAt?: number | null | undefined;
  readonly assigneeId?: string | null | undefined;
};

/**
 * Open tasks as the list shows them: the caller's first, then everyone else's; within each,
 * the soonest due first and those with no date last.
 */
export function openTaskOrder<T extends OpenTask>(tasks: readonly T[], userId: string): T[] {
  const mine = (task: T) => (task.assigneeId === userId ? 0 : 1);
  const due = (task: T) => task.dueAt ?? Number.POSITIVE_INFINITY;
  return [...tasks].sort((a, b) => mine(a) - mine(b) || due(a) - due(b) || a.id.localeCompare(b.id));
}
