// What the public pages know of a studio from its address and the page its server wrote.
import { z } from 'zod/mini';

/** The studio as the public API names it beside a page's data. */
export const studioSchema = z.object({
  name: z.string(),
  slug: z.string(),
  logoUrl: z.nullable(z.string()),
  logoDarkUrl: z.nullable(z.string()),
  primaryColor: z.nullable(z.string()),
});
export type PublicStudio = z.output<typeof studioSchema>;

/** Where the public API of the studio at `slug` lives. */
export const studioApiPath = (slug: string) => `/api/p/${encodeURIComponent(slug)}`;

const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * The studio at `slug` as its server named it in the page (functions/lib/site/page-head.ts), or
 * undefined when the server found no studio there: its real name, never one guessed from the address.
 */
export function pageStudio(slug: string | undefined): PublicStudio | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[name="public-studio"]')?.content;
  if (!content) return undefined;
  try {
    const studio = JSON.parse(content) as Record<string, unknown>;
    const { name, slug: named, logoUrl, logoDarkUrl = null, primaryColor } = studio;
    if (typeof name !== 'string' || typeof named !== 'string' || named !== slug) return undefined;
    if (!textOrNull(logoUrl) || !textOrNull(logoDarkUrl) || !textOrNull(primaryColor)) return undefined;
    return { name, slug: named, logoUrl, logoDarkUrl, primaryColor };
  } catch {
    return undefined;
  }
}
