// The Lambda behind CloudFront's /p/* behaviour and the studios' own domains (stacks/web.ts): a
// public page's HTML with its own head, sitemap.xml and robots.txt (./site-response.ts). The
// pages' templates (the SPA's index.html and the site's site.html) are read from the site bucket
// the Web stack deploys them to.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { requiredEnv } from '../lib/env';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { getS3 } from '../lib/storage/s3';
import { notFoundPage, siteResponse, type PageTemplates } from './site-response';
import { siteRequest } from './site-request';
import type { ViteManifest } from './spa-preloads';

/** Where Vite's build writes its manifest (web/build/vite.config.ts `build.manifest`). */
const MANIFEST = '.vite/manifest.json';

/** How long an instance keeps a file of the build: a deploy shows on public pages within this time. */
const TEMPLATE_TTL_MS = 60_000;
const read = new Map<string, { value: unknown; readAt: number }>();

/** A file of the build, read and made into `T` once per TTL, not on every request. */
async function buildFile<T>(key: string, parse: (text: string) => T): Promise<T> {
  const kept = read.get(key);
  if (kept && Date.now() - kept.readAt < TEMPLATE_TTL_MS) return kept.value as T;
  const object = await getS3().send(new GetObjectCommand({ Bucket: requiredEnv('SITE_BUCKET'), Key: key }));
  const value = parse((await object.Body?.transformToString('utf8')) ?? '');
  read.set(key, { value, readAt: Date.now() });
  return value;
}

const asText = (text: string) => text;
const templates: PageTemplates = {
  index: () => buildFile('index.html', asText),
  site: () => buildFile('site.html', asText),
  // Preloads only speed a page up: a manifest that cannot be read leaves the page without them.
  manifest: () => buildFile(MANIFEST, (text) => JSON.parse(text) as ViteManifest).catch(() => undefined),
};

export const handler = defineHandler(async (event) => {
  const answer = await siteResponse(getSql(), siteRequest(event), templates, requiredEnv('SITE_URL'));
  // Only the site's addresses reach this function: anything else is no page of it.
  return answer ?? notFoundPage(await templates.index(), true);
});
