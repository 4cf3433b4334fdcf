import { useEffect, useState } from 'react';
import { z } from 'zod';
import { slug as slugSchema } from '@core/domain/account';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

const availabilityResponse = z.object({ slug: z.string(), available: z.boolean() });

/** Whether the address being typed could be saved, and if not, why. */
export type SlugAvailability =
  | { state: 'empty' }
  /** `reason` is a `validation` key: the server's own rule (core/domain/account.ts) refuses it. */
  | { state: 'invalid'; reason: string }
  | { state: 'checking' }
  | { state: 'taken' }
  /** The server could not be asked; saving may still work. */
  | { state: 'unknown' }
  | { state: 'available'; slug: string };

/**
 * Checks the typed address by the API's rule at once and, once typing pauses, asks the server
 * whether another studio has it, so the screen previews only an address that would save.
 */
export function useSlugAvailability(typed: string): SlugAvailability {
  const { account } = useAccount();
  const api = useApi();
  const parsed = slugSchema.safeParse(typed);
  const candidate = parsed.success ? parsed.data : undefined;
  const asked = useDebouncedValue(candidate, 300);
  const [answer, setAnswer] = useState<{ slug: string; available: boolean | undefined }>();

  useEffect(() => {
    if (asked === undefined || asked === account.slug) return;
    let current = true;
    const path = `/api/accounts/${encodeURIComponent(account.id)}/slug-availability?slug=${encodeURIComponent(asked)}`;
    api.get(path, availabilityResponse).then(
      ({ available }) => current && setAnswer({ slug: asked, available }),
      () => current && setAnswer({ slug: asked, available: undefined }),
    );
    return () => {
      current = false;
    };
  }, [api, account.id, account.slug, asked]);

  if (typed.trim() === '') return { state: 'empty' };
  if (!parsed.success) return { state: 'invalid', reason: parsed.error.issues[0]?.message ?? 'invalid' };
  // The studio's own address is free for it, and members (who cannot ask) see it too.
  if (parsed.data === account.slug) return { state: 'available', slug: parsed.data };
  if (answer?.slug !== parsed.data) return { state: 'checking' };
  if (answer.available === undefined) return { state: 'unknown' };
  return answer.available ? { state: 'available', slug: parsed.data } : { state: 'taken' };
}
