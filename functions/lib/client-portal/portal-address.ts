// Where a client's portal is on the studio's public address, and the one-click link into it: the
// link's token rides in the fragment, which no server, proxy or log sees; the page trades it.
export const portalPath = (slug: string) => `/p/${encodeURIComponent(slug)}/client`;

export const portalAddress = (siteUrl: string, slug: string, link: string): string =>
  `${new URL(portalPath(slug), siteUrl).toString()}#link=${link}`;
