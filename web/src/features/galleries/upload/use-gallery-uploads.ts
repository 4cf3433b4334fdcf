import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useAccount } from '@web/src/hooks/use-account';
import { createApiClient } from '@web/src/lib/api';
import { reportGalleryUploads } from '@web/src/lib/report-gallery-uploads';
import { summarizeUploads } from './upload-summary';
import type { GalleryUploads } from './gallery-uploads';

/** A gallery's queue, and how the header learns the gallery's name (for its next report). */
type Entry = { queue: GalleryUploads; named: (name: string) => void };

// One set of uploads per gallery for the life of the tab, above the routes: uploads carry on
// while the photographer looks at other screens, and coming back shows where they are. After a
// reload Golden Retriever brings them back when the gallery is opened again.
const starting = new Map<string, Promise<Entry>>();
const started = new Map<string, Entry>();

// The uploader (Uppy, about a fifth of the gallery screen's code) loads when files are chosen,
// or at once on a gallery whose uploads a reload interrupted: this marks those galleries, as
// Golden Retriever's own record can only be read with Uppy loaded.
const unfinishedKey = (galleryId: string) => `gallery-uploads-unfinished:${galleryId}`;

/** Whether a reload interrupted uploads to the gallery, which opening it should bring back. */
export function hasUnfinishedUploads(galleryId: string): boolean {
  try {
    return localStorage.getItem(unfinishedKey(galleryId)) !== null;
  } catch {
    return false; // storage refused (a private window's quota): nothing to restore either
  }
}

function markUnfinished(galleryId: string, unfinished: boolean): void {
  try {
    if (unfinished) localStorage.setItem(unfinishedKey(galleryId), '1');
    else localStorage.removeItem(unfinishedKey(galleryId));
  } catch {
    // Without the mark the uploader loads when files are chosen again: nothing is lost.
  }
}

/**
 * The gallery's queue, made on first use: after a reload, making it starts Golden Retriever's
 * restore (IndexedDB reads), which is why the gallery's page asks for it before its rows arrive
 * when the gallery has unfinished uploads. A failed load (offline, the code not yet on the
 * device) is tried again on the next call.
 */
export function startGalleryUploads(accountId: string, galleryId: string): Promise<Entry> {
  const known = starting.get(galleryId);
  if (known) return known;
  const entry = import('./gallery-uploads').then(({ GalleryUploads }) => {
    const queue = new GalleryUploads(createApiClient(accountId), galleryId);
    let galleryName = '';
    let unfinished = hasUnfinishedUploads(galleryId);
    const report = () => {
      const { total, done, pending, failed, missing } = summarizeUploads(queue.getSnapshot());
      if (unfinished !== pending + failed + missing > 0) {
        unfinished = !unfinished;
        markUnfinished(galleryId, unfinished);
      }
      // A queue restored before its gallery's rows arrived waits for the name the header shows.
      if (galleryName)
        reportGalleryUploads({ accountId, galleryId, galleryName, total, done, pending, failed, missing });
    };
    // For the life of the tab, so the header follows the uploads on every screen.
    queue.subscribe(report);
    const made: Entry = {
      queue,
      named: (name) => {
        galleryName = name;
        report();
      },
    };
    started.set(galleryId, made);
    return made;
  });
  entry.catch(() => starting.delete(galleryId));
  starting.set(galleryId, entry);
  return entry;
}

/**
 * The gallery's queue once its code is loaded (undefined until then), and `add`, which loads it
 * first if need be. Without progress (see useUploadItems).
 */
export function useGalleryUploads(gallery: { id: string; name: string }): {
  queue: GalleryUploads | undefined;
  add: (files: File[]) => Promise<void>;
} {
  const { account } = useAccount();
  const [, loaded] = useState(0);
  const entry = started.get(gallery.id);
  const start = useCallback(
    () =>
      startGalleryUploads(account.id, gallery.id).then((made) => {
        loaded((n) => n + 1);
        return made;
      }),
    [account.id, gallery.id],
  );
  useEffect(() => {
    if (starting.has(gallery.id) || hasUnfinishedUploads(gallery.id)) start().catch(() => {});
  }, [gallery.id, start]);
  useEffect(() => entry?.named(gallery.name), [entry, gallery.name]);
  const add = useCallback(async (files: File[]) => (await start()).queue.add(files), [start]);
  return { queue: entry?.queue, add };
}

/** The queue's files and where they stand: a component using it draws again as they move. */
export function useUploadItems(queue: GalleryUploads) {
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const summary = useMemo(() => summarizeUploads(items), [items]);
  return { items, summary };
}
