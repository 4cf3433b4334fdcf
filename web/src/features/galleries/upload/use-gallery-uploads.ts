import { useMemo, useSyncExternalStore } from 'react';
import { useAccount } from '@web/src/hooks/use-account';
import { createApiClient } from '@web/src/lib/api';
import { summarizeUploads } from './upload-summary';
import { GalleryUploads } from './gallery-uploads';

// One set of uploads per gallery for the life of the tab, above the routes: uploads carry on
// while the photographer looks at other screens, and coming back shows where they are. After a
// reload Golden Retriever brings them back when the gallery is opened again.
const uploads = new Map<string, GalleryUploads>();

function uploadsFor(accountId: string, galleryId: string): GalleryUploads {
  let gallery = uploads.get(galleryId);
  if (!gallery) {
    gallery = new GalleryUploads(createApiClient(accountId), galleryId);
    uploads.set(galleryId, gallery);
  }
  return gallery;
}

export function useGalleryUploads(galleryId: string) {
  const { account } = useAccount();
  const queue = useMemo(() => uploadsFor(account.id, galleryId), [account.id, galleryId]);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const summary = useMemo(() => summarizeUploads(items), [items]);
  return { queue, items, summary };
}
