// PATCH /api/accounts/{id}: rename a studio or change its account-level settings.
import { needs } from '@core/domain/roles';
import { z } from 'zod';
import { studioName } from '@core/domain/account';
import { accountSettings, accountSettingsPatch, patchedSettings } from '@core/domain/account-settings';
import { firstGatedPhoto, type GalleryState } from '@core/domain/gallery-audience';
import type postgres from 'postgres';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseInput, parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { accountsOf } from './account-row';

const patch = z
  .strictObject({
    name: studioName.optional(),
    settings: accountSettingsPatch.optional(),
  })
  .refine((value) => value.name !== undefined || value.settings !== undefined, 'empty');

// The settings as they would be stored, checked whole (size included); refusals name `settings.<key>`.
const storedSettings = z.object({ settings: accountSettings });

/** The site images the settings name (portrait, cover, favicon), by their path in the settings. */
function siteImages(settings: Record<string, unknown>): Record<string, unknown> {
  const part = (key: string) => (settings[key] ?? {}) as Record<string, unknown>;
  return {
    'photographer.profilePhoto': part('photographer').profilePhoto,
    'photographer.coverPhoto': part('photographer').coverPhoto,
    'cms.settings.favicon': part('cms.settings').favicon,
  };
}

/**
 * Refuses a site image newly set to a gallery photo's address (`image_not_public`) unless the
 * studio's gallery is open to everyone (firstGatedPhoto): visitors would get an error. One saved
 * before stays: nothing stored is lost, and the profile can still be saved around it.
 */
async function refuseGatedPhotos(
  sql: postgres.Sql,
  accountId: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  const previous = siteImages(before);
  const newlySet = Object.entries(siteImages(after)).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== previous[entry[0]],
  );
  const field = await firstGatedPhoto(newlySet, async (galleryId) => {
    const [gallery] = await sql<GalleryState[]>`
      select status, settings, expires_at::float8 as "expiresAt" from galleries
      where account_id = ${accountId} and id::text = ${galleryId}`;
    return gallery;
  });
  if (field !== undefined) {
    throw new HttpError(400, 'image_not_public', 'The image is from a gallery not open to everyone', { field });
  }
}

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  const changes = parseJsonBody(event, patch);
  await sql.begin(async (tx) => {
    // Locked, so two saves of different keys cannot each write back a copy without the other's.
    const [current] = await tx<{ settings: Record<string, unknown> }[]>`
      select settings from accounts where id = ${accountId} for no key update`;
    const settings =
      changes.settings === undefined
        ? undefined
        : parseInput({ settings: patchedSettings(current?.settings ?? {}, changes.settings) }, storedSettings).settings;
    if (settings) await refuseGatedPhotos(tx, accountId, current?.settings ?? {}, settings);
    await tx`
      update accounts set
        name = coalesce(${changes.name ?? null}, name),
        settings = ${settings === undefined ? tx`settings` : tx.json(settings)}
      where id = ${accountId}`;
  });
  const [account] = await accountsOf(sql, caller.userId, accountId);
  return json(200, { account });
});
