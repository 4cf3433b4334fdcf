import { useMemo, useSyncExternalStore } from 'react';
import { useAccount } from '@web/src/hooks/use-account';
import { createApiClient } from '@web/src/lib/api';
import { summarizeUploads } from './upload-summary';
import { browserUploadTransport } from './upload-transport';
import { UploadQueue } from './upload-queue';

// One queue per gallery for the life of the tab: uploads carry on while the photographer
// looks at other screens, and coming back shows where they are.
const queues = new Map<string, UploadQueue>();

function queueFor(accountId: string, galleryId: string): UploadQueue {
  let queue = queues.get(galleryId);
  if (!queue) {
    queue = new UploadQueue(browserUploadTransport(createApiClient(accountId), galleryId));
    queues.set(galleryId, queue);
  }
  return queue;
}

// Closing the tab or reloading would drop files still on their way: the browser asks first.
window.addEventListener('beforeunload', (event) => {
  if ([...queues.values()].some((queue) => queue.busy)) event.preventDefault();
});

export function useGalleryUploads(galleryId: string) {
  const { account } = useAccount();
  const queue = useMemo(() => queueFor(account.id, galleryId), [account.id, galleryId]);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const summary = useMemo(() => summarizeUploads(items), [items]);
  return { queue, items, summary };
}
