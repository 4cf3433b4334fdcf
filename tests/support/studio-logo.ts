// A studio's logo uploaded through the API (POST /api/upload/logo), as the brand screen does, for
// tests whose subject is where the logo shows rather than how it is uploaded.
import sharp from 'sharp';
import { platformOrigin } from './env';
import type { TestUser } from './users';

/**
 * Uploads a small opaque logo for `user`'s studio; its public path (theme.logoUrl, or with
 * `variant: 'dark'` theme.logoDarkUrl, the logo for dark backgrounds, drawn in light ink).
 */
export async function uploadStudioLogo(user: TestUser, variant?: 'dark'): Promise<string> {
  const background = variant === 'dark' ? '#f5f5f4' : '#0f766e';
  const png = await sharp({ create: { width: 60, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const res = await fetch(`${platformOrigin()}/api/upload/logo${variant ? `?variant=${variant}` : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, 'x-account-id': user.accountId },
    body: form,
  });
  if (res.status !== 201) throw new Error(`logo upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { logo: { url: string } }).logo.url;
}
