import { useEffect, useMemo, useState } from 'react';
import { isOpenToEveryone, type GalleryState } from '@core/domain/gallery-audience';
import { useApi } from './use-api';
import type { ApiClient } from '../lib/api';
import { answerShape, v } from '../lib/answer-shape';

const imageAccessShape = v.object({ token: v.string().assert((token) => token.length > 0), expiresAt: v.number() });
const imageAccess = answerShape(imageAccessShape);
type ImageAccess = v.Infer<typeof imageAccessShape>;

// Renew this long before the server's expiry, so no image request carries a stale token.
const RENEW_BEFORE_MS = 60_000;
const RETRY_AFTER_MS = 10_000;

// One token per gallery for the whole tab: the list's cover and the gallery page share it.
const tokens = new Map<string, Promise<ImageAccess>>();

function requestAccess(api: ApiClient, galleryId: string): Promise<ImageAccess> {
  const cached = tokens.get(galleryId);
  if (cached) return cached;
  const request = api.post(`/api/galleries/${encodeURIComponent(galleryId)}/image-access`, undefined, imageAccess);
  tokens.set(galleryId, request);
  void request.then(
    ({ expiresAt }) =>
      setTimeout(() => tokens.delete(galleryId), Math.max(0, expiresAt - Date.now() - RENEW_BEFORE_MS)),
    () => tokens.delete(galleryId),
  );
  return request;
}

export type ImageAccessState = { ready: boolean; access: string | undefined };

/**
 * The access token the studio's own image URLs need for a gallery only the studio (or invited
 * clients) may see: drafts, archived, invite-only and expired galleries. `ready` is false until
 * it is known, so images are not requested without it and then again with it.
 */
export function useImageAccess(gallery: GalleryState & { id: string }): ImageAccessState {
  const api = useApi();
  const needed = !isOpenToEveryone(gallery);
  const [state, setState] = useState<{ galleryId: string; access: ImageAccess } | undefined>();
  const current = needed && state?.galleryId === gallery.id ? state.access : undefined;

  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      requestAccess(api, gallery.id).then(
        (access) => {
          if (cancelled) return;
          setState({ galleryId: gallery.id, access });
          timer = setTimeout(load, Math.max(0, access.expiresAt - Date.now() - RENEW_BEFORE_MS) + 1000);
        },
        () => {
          // Offline or refused for now: images stay as placeholders until a retry succeeds.
          if (!cancelled) timer = setTimeout(load, RETRY_AFTER_MS);
        },
      );
    };
    load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, gallery.id, needed]);

  const token = current?.token;
  // Stable between renders, so memoized photo tiles are not redrawn for nothing.
  return useMemo(
    () => (needed ? { ready: token !== undefined, access: token } : { ready: true, access: undefined }),
    [needed, token],
  );
}
