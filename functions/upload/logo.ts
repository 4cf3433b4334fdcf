// POST /api/upload/logo[?variant=dark], multipart/form-data {logo}: the studio's logo (X-Account-ID,
// managers and owners), encoded anew at most MAX_LOGO_SIDE on its longer side (functions/lib/site/brand-images.ts).
// It is stored under the studio's prefix with its square icons, and `theme.logoUrl` (with
// `variant=dark`, `theme.logoDarkUrl`: the logo for dark pages) is set to its public path
// (GET /api/logos/…) in the same request.
import { z } from 'zod';
import { accountSettings } from '@core/domain/account-settings';
import { logoPath } from '@core/domain/brand-files';
import { deleteBrandImage, LOGO_LIMITS, receivedBrandImage, storeBrandImage } from '../lib/site/brand-images';
import { newBrandImageKey, LOGOS_AREA } from '../lib/storage/brand-keys';
import { managedSelectedAccount } from '../lib/site/brand-uploads';
import { defineHandler, logError } from '../lib/handler';
import { json } from '../lib/http';
import { parseInput } from '../lib/input';

// The settings as they would be stored, checked whole, as PATCH /api/accounts/{id} checks them.
const storedSettings = z.object({ settings: accountSettings });
const logoQuery = z.object({ variant: z.enum(['dark']).optional() });

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await managedSelectedAccount(event);
  const { variant } = parseInput(event.queryStringParameters ?? {}, logoQuery);
  const setting = variant === 'dark' ? 'theme.logoDarkUrl' : 'theme.logoUrl';
  const logo = await receivedBrandImage(event, 'logo', LOGO_LIMITS, 'logo');

  const { key, file: name } = newBrandImageKey(accountId, LOGOS_AREA);
  const url = logoPath(accountId, name);
  await storeBrandImage(key, logo);
  try {
    const settings = await sql.begin(async (tx) => {
      // Locked, as PATCH /api/accounts/{id} locks it: a save of other keys meanwhile is kept.
      const [current] = await tx<{ settings: Record<string, unknown> }[]>`
        select settings from accounts where id = ${accountId} for no key update`;
      const next = parseInput({ settings: { ...current?.settings, [setting]: url } }, storedSettings).settings;
      await tx`update accounts set settings = ${tx.json(next)} where id = ${accountId}`;
      return next;
    });
    return json(201, {
      logo: { url, contentType: logo.contentType, width: logo.width, height: logo.height, size: logo.bytes.length },
      settings,
    });
  } catch (error) {
    // Nothing refers to the stored logo: it goes with its icons, and the failure is answered as any other.
    await deleteBrandImage(key).catch((cleanup: unknown) => logError(event, cleanup));
    throw error;
  }
});
