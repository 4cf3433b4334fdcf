// Image access tokens: what lets an <img> load a photo of a gallery that is not public. An
// <img> cannot send an Authorization header, and CloudFront forwards no cookies to the image
// transformer, so the proof travels in the URL (`?access=`): a short-lived token, signed with
// HMAC-SHA256 under IMAGE_ACCESS_SECRET, naming one gallery and who it was issued to — a member
// of the studio or one invite. The transformer checks the signature, the gallery and the expiry
// here, then asks the database whether that member or invite still counts (gallery-access.ts),
// so removing a member or revoking an invite takes effect at once.
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { AccessSubject } from '@core/domain/gallery-audience';
import { requiredEnv } from '../env';
import { sameSecret } from '../secret-token';

export const IMAGE_ACCESS_LIFETIME_MS = 12 * 60 * 60 * 1000;

export type ImageAccess = { token: string; expiresAt: number };

// Bound into every signature, so a token signed for anything else with the same secret never
// passes for an image token.
const PURPOSE = 'studio.image-access.v1';

const payloadSchema = z.strictObject({
  g: z.string().min(1),
  m: z.uuid().optional(),
  i: z.string().min(1).optional(),
  e: z.number().int().positive(),
});

function secret(): Buffer {
  const value = requiredEnv('IMAGE_ACCESS_SECRET');
  if (value.length < 32) throw new Error('IMAGE_ACCESS_SECRET must be at least 32 characters');
  return Buffer.from(value);
}

function sign(encodedPayload: string): Buffer {
  return createHmac('sha256', secret()).update(`${PURPOSE}.${encodedPayload}`).digest();
}

export function issueImageAccess(galleryId: string, subject: AccessSubject, now = Date.now()): ImageAccess {
  const expiresAt = now + IMAGE_ACCESS_LIFETIME_MS;
  const payload = {
    g: galleryId,
    e: expiresAt,
    ...(subject.kind === 'member' ? { m: subject.userId } : { i: subject.inviteId }),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${encoded}.${sign(encoded).toString('base64url')}`, expiresAt };
}

/** Who a token was issued to, if it is genuine, unexpired and for this gallery; otherwise undefined. */
export function readImageAccess(token: string, galleryId: string, now = Date.now()): AccessSubject | undefined {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return undefined;
  const expected = sign(encoded);
  const given = Buffer.from(signature, 'base64url');
  if (!sameSecret(given, expected)) return undefined;
  let payload: z.output<typeof payloadSchema>;
  try {
    payload = payloadSchema.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
  if (payload.g !== galleryId || payload.e <= now) return undefined;
  if (payload.m !== undefined && payload.i === undefined) return { kind: 'member', userId: payload.m };
  if (payload.i !== undefined && payload.m === undefined) return { kind: 'invite', inviteId: payload.i };
  return undefined;
}
