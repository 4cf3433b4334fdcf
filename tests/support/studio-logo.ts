// A studio's logo uploaded through the API (POST /api/upload/logo), as the brand screen does, for
// tests whose subject is where the logo shows rather than how it is uploaded.
import sharp from 'sharp';
import { platformOrigin } from './env';
import type { TestUser } from './users';

/** Uploads a small opaque logo for `user`'s studio; its public path (theme.logoUrl). */
export async function uploadStudioLogo(user: TestUser): Promise<string> {
  const png = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const res = await fetch(`${platformOrigin()}/api/upload/logo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, 'x-account-id': user.accountId },
    body: form,
  });
  if (res.status !== 201) throw new Error(`logo upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { logo: { url: string } }).logo.url;
}
