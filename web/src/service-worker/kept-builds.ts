// Which files of earlier builds the back office's service worker keeps. A new build takes over
// at once (sw.ts), while pages opened on an earlier one may still be running: their screens and
// dialogs load that build's files when they open, so those files stay until every page that was
// open when its build was replaced has closed. Pure, so it is tested without a browser.

/** The earlier builds' files still kept, and the pages that may still need them. */
export type KeptBuilds = { files: string[]; pages: string[] };

/**
 * A new build took over: the files it no longer lists (`outdated`) join those kept, for the pages
 * open now; pages of a kept build already closed are forgotten. `undefined` when nothing is kept.
 */
export function keepForOpenPages(
  kept: KeptBuilds | undefined,
  outdated: readonly string[],
  openPages: readonly string[],
): KeptBuilds | undefined {
  const files = new Set([...(kept?.files ?? []), ...outdated]);
  if (files.size === 0 || openPages.length === 0) return undefined;
  return { files: [...files], pages: [...openPages] };
}

/**
 * What happens to the kept files now that only `openPages` are open: they all go once none of
 * the pages they were kept for is open; until then they all stay.
 */
export function settleKeptBuilds(
  kept: KeptBuilds,
  openPages: readonly string[],
): { kept: KeptBuilds | undefined; drop: string[] } {
  const open = new Set(openPages);
  const pages = kept.pages.filter((page) => open.has(page));
  if (pages.length === 0) return { kept: undefined, drop: kept.files };
  return { kept: { files: kept.files, pages }, drop: [] };
}
