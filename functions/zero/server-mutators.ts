// The mutators as the server runs them: the shared ones from core/zero, with overrides where
// the server has more to do than the browser. Work outside the database (deleting a photo's
// S3 object) must wait until the mutation's transaction commits — a rolled-back delete must
// keep its photo — so overrides queue it with `afterCommit`, and the mutate handler runs the
// queue once the mutation is committed (`collectingPostCommitTasks`).
import { defineMutator, defineMutators } from '@rocicorp/zero';
import { AsyncLocalStorage } from 'node:async_hooks';
import { deletePhotoArgs } from '../../core/domain/gallery';
import { mutators } from '../../core/zero/mutators';
import { zql } from '../../core/zero/schema';
import { deleteStoredFile } from '../lib/stored-files';

export type PostCommitTask = () => Promise<void>;

const pendingTasks = new AsyncLocalStorage<PostCommitTask[]>();

function afterCommit(task: PostCommitTask): void {
  const tasks = pendingTasks.getStore();
  if (!tasks) throw new Error('afterCommit called outside collectingPostCommitTasks');
  tasks.push(task);
}

/** Runs `mutation`, returning what it returned and the tasks its mutator queued. */
export async function collectingPostCommitTasks<T>(
  mutation: () => Promise<T>,
): Promise<{ result: T; tasks: PostCommitTask[] }> {
  const tasks: PostCommitTask[] = [];
  const result = await pendingTasks.run(tasks, mutation);
  return { result, tasks };
}

export const serverMutators = defineMutators(mutators, {
  photo: {
    delete: defineMutator(deletePhotoArgs, async ({ tx, ctx, args }) => {
      const photo = await tx.run(zql.photos.where('id', args.id).one());
      await mutators.photo.delete.fn({ tx, ctx, args });
      if (photo) afterCommit(() => deleteStoredFile(photo.fileId));
    }),
  },
});
