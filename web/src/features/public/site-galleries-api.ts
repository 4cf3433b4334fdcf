// A studio's public galleries as GET /api/p/{slug}/galleries answers them (functions/public/public-galleries.ts).
import { z } from 'zod/mini';
import { createApiClient } from '../../lib/api';

const api = createApiClient();

const galleriesSchema = z.object({
  galleries: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      createdAt: z.number(),
      photoCount: z.number(),
      /** Null for a gallery with no photo yet. */
      cover: z.nullable(z.object({ src: z.string(), srcSet: z.string(), width: z.number(), height: z.number() })),
    }),
  ),
});
export type ListedGallery = z.output<typeof galleriesSchema>['galleries'][number];

/** The studio's listed galleries, or why they are not shown. */
export type GalleriesLoad = { state: 'ready'; galleries: ListedGallery[] } | { state: 'failed'; notFound: boolean };

export async function galleriesOf(slug: string): Promise<GalleriesLoad> {
  try {
    const { galleries } = await api.get(`/api/p/${encodeURIComponent(slug)}/galleries`, galleriesSchema);
    return { state: 'ready', galleries };
  } catch (error) {
    return { state: 'failed', notFound: (error as { status?: number }).status === 404 };
  }
}
