import { useMemo, useSyncExternalStore } from 'react';
import { useAccount } from '../../../hooks/use-account';
import { createApiClient } from '../../../lib/api';
import { browserUploadTransport } from './upload-transport';
import { UploadQueue, type UploadItem } from './upload-queue';

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

export type UploadSummary = {
  total: number;
  done: number;
  failed: number;
  /** Still queued, uploading, processing or waiting to retry. */
  pending: number;
  /** 0–100 across the files not cancelled, by bytes. */
  percent: number;
};

function summarize(items: readonly UploadItem[]): UploadSummary {
  let bytes = 0;
  let sent = 0;
  let done = 0;
  let failed = 0;
  let pending = 0;
  for (const item of items) {
    if (item.status === 'cancelled') continue;
    bytes += item.size;
    if (item.status === 'done') {
      done++;
      sent += item.size;
    } else if (item.status === 'failed') {
      failed++;
      sent += item.size;
    } else {
      pending++;
      sent += item.loaded;
    }
  }
  return {
    total: done + failed + pending,
    done,
    failed,
    pending,
    percent: bytes === 0 ? 0 : Math.round((sent / bytes) * 100),
  };
}

export function useGalleryUploads(galleryId: string) {
  const { account } = useAccount();
  const queue = useMemo(() => queueFor(account.id, galleryId), [account.id, galleryId]);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const summary = useMemo(() => summarize(items), [items]);
  return { queue, items, summary };
}
