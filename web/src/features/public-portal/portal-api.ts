// What a client does on their portal (functions/client-portal/): ask for a code, open a portal
// session with it or with the mail's link, read their portal, sign out. The session is an HttpOnly
// cookie the browser sends by itself.
import { z } from 'zod/mini';
import type { ClientPortal } from '@core/domain/client-portal';
import { createApiClient } from '../../lib/api';
import { studioApiPath } from '../../components/public/public-studio';

const api = createApiClient();
const portalPath = (slug: string) => `${studioApiPath(slug)}/client`;

export async function askForCode(slug: string, email: string, language: string): Promise<void> {
  await api.post(`${portalPath(slug)}/code`, { email, language }, z.object({ email: z.string() }));
}

export async function openSession(slug: string, proof: { email: string; code: string } | { link: string }) {
  await api.post(`${portalPath(slug)}/session`, proof, z.object({ preview: z.boolean() }));
}

/** The portal as the API answers it; its shape is the server's own (core/domain/client-portal.ts). */
export async function readPortal(slug: string): Promise<ClientPortal> {
  const answer = await api.get(
    portalPath(slug),
    z.object({ portal: z.custom<ClientPortal>((value) => typeof value === 'object' && value !== null) }),
  );
  return answer.portal;
}

export async function signOut(slug: string): Promise<void> {
  await api.delete(`${portalPath(slug)}/session`, z.unknown());
}
