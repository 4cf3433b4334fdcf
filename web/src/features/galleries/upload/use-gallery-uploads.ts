import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAccount } from '@web/src/hooks/use-account';
import { createApiClient } from '@web/src/lib/api';
import { reportGalleryUploads } from '@web/src/lib/report-gallery-uploads';
import { summarizeUploads } from './upload-summary';
import { GalleryUploads } from './gallery-uploads';

/** A gallery's queue, and how the header learns the gallery's name (for its next report). */
type Entry = { queue: GalleryUploads; named: (name: string) => void };

// One set of uploads per gallery for the life of the tab, above the routes: uploads carry on
// while the photographer looks at other screens, and coming back shows where they are. After a
// reload Golden Retriever brings them back when the gallery is opened again.
const uploads = new Map<string, Entry>();

/**
 * The gallery's queue, made on first use: after a reload, making it starts Golden Retriever's
 * restore (IndexedDB reads), which is why the gallery's page asks for it before its rows arrive.
 */
export function startGalleryUploads(accountId: string, galleryId: string): Entry {
  const known = uploads.get(galleryId);
  if (known) return known;
  const queue = new GalleryUploads(createApiClient(accountId), galleryId);
  let galleryName = '';
  const report = () => {
    // A queue restored before its gallery's rows arrived waits for the name the header shows.
    if (!galleryName) return;
    const { total, done, pending, failed, missing } = summarizeUploads(queue.getSnapshot());
    reportGalleryUploads({ accountId, galleryId, galleryName, total, done, pending, failed, missing });
  };
  // For the life of the tab, so the header follows the uploads on every screen.
  queue.subscribe(report);
  const entry: Entry = {
    queue,
    named: (name) => {
      galleryName = name;
      report();
    },
  };
  uploads.set(galleryId, entry);
  return entry;
}

/** The gallery's queue, without following its progress (see useUploadItems). */
export function useGalleryUploads(gallery: { id: string; name: string }): GalleryUploads {
  const { account } = useAccount();
  const { queue, named } = useMemo(() => startGalleryUploads(account.id, gallery.id), [account.id, gallery.id]);
  useEffect(() => named(gallery.name), [named, gallery.name]);
  return queue;
}

/** The queue's files and where they stand: a component using it draws again as they move. */
export function useUploadItems(queue: GalleryUploads) {
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const summary = useMemo(() => summarizeUploads(items), [items]);
  return { items, summary };
}
