// A client's downloads through the public API: one photo, or a ZIP of the gallery or of one of
// their lists that the server prepares in parts (core/domain/downloads.ts), whose progress the
// page follows with the download's token. zod/mini, as on every public page.
import { z } from 'zod/mini';
import { downloadSizeValues } from '@core/domain/downloads';
import { createApiClient } from '../../lib/api';
import type { Language } from '../../lib/languages';
import { studioApiPath } from '../../components/public/public-studio';

export type DownloadSize = (typeof downloadSizeValues)[number];

const startedSchema = z.object({
  download: z.object({ id: z.string(), token: z.string(), photos: z.number(), parts: z.number() }),
});
export type StartedDownload = z.output<typeof startedSchema>['download'];

const photoSchema = z.object({ url: z.string(), filename: z.string() });

const partSchema = z.object({
  part: z.number(),
  status: z.enum(['pending', 'building', 'ready', 'failed']),
  photos: z.number(),
  size: z.nullable(z.number()),
});
const statusSchema = z.object({
  gallery: z.string(),
  studio: z.string(),
  size: z.enum(downloadSizeValues),
  availableUntil: z.number(),
  parts: z.array(partSchema),
});
export type DownloadStatus = z.output<typeof statusSchema>;

const api = createApiClient();

function downloadsPath(slug: string, galleryId: string, rest: string, access: string): string {
  return `${studioApiPath(slug)}/gallery/${encodeURIComponent(galleryId)}/downloads${rest}?access=${encodeURIComponent(access)}`;
}

type Request = { slug: string; galleryId: string; access: string; size: DownloadSize; pin: string | undefined };

/** Asks for a ZIP of `list` (the whole gallery or one of the client's lists). */
export async function requestZip(request: Request & { list: string; locale: Language }): Promise<StartedDownload> {
  const { slug, galleryId, access, ...body } = request;
  return (await api.post(downloadsPath(slug, galleryId, '', access), body, startedSchema)).download;
}

/** Where one photo is fetched from, and the name to save it under. */
export function requestPhoto(request: Request & { photoId: string }): Promise<z.output<typeof photoSchema>> {
  const { slug, galleryId, access, ...body } = request;
  return api.post(downloadsPath(slug, galleryId, '/photo', access), body, photoSchema);
}

const tokenQuery = (token: string) => `?token=${encodeURIComponent(token)}`;

export function fetchDownloadStatus(id: string, token: string): Promise<DownloadStatus> {
  return api.get(`/api/downloads/${encodeURIComponent(id)}${tokenQuery(token)}`, statusSchema);
}

/** The address of one ready part: the server answers with the file. */
export const partUrl = (id: string, token: string, part: number): string =>
  `/api/downloads/${encodeURIComponent(id)}/parts/${part}${tokenQuery(token)}`;

/** Saves the file at `url` as `filename`, as a click on a download link would. */
export function saveFile(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
