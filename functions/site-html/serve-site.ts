// The Lambda behind CloudFront's /p/* behaviour and the studios' own domains (stacks/web.ts): a
// public page's HTML with its own head, sitemap.xml and robots.txt (./site-response.ts). The
// SPA's index.html is read from the site bucket the Web stack deploys it to.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { requiredEnv } from '../lib/env';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { header } from '../lib/http';
import { getS3 } from '../lib/s3';
import { notFoundPage, siteResponse } from './site-response';

/** How long an instance keeps index.html: a deploy shows on public pages within this time. */
const INDEX_TTL_MS = 60_000;
let index: { html: string; readAt: number } | undefined;

async function indexHtml(): Promise<string> {
  if (index && Date.now() - index.readAt < INDEX_TTL_MS) return index.html;
  const object = await getS3().send(new GetObjectCommand({ Bucket: requiredEnv('SITE_BUCKET'), Key: 'index.html' }));
  index = { html: (await object.Body?.transformToString('utf8')) ?? '', readAt: Date.now() };
  return index.html;
}

export const handler = defineHandler(async (event) => {
  // CloudFront sends the function URL's own Host; its viewer function keeps the visitor's here
  // (stacks/site-pages.ts).
  const host = header(event, 'x-studio-host') ?? header(event, 'host');
  const answer = await siteResponse(getSql(), { host, path: event.rawPath }, indexHtml, requiredEnv('SITE_URL'));
  // Only the site's addresses reach this function: anything else is no page of it.
  return answer ?? notFoundPage(await indexHtml(), true);
});
