import { describe, expect, it } from 'vitest';
import { keepForOpenPages, settleKeptBuilds } from './kept-builds';

describe('the files of a build a new one replaced', () => {
  it('are kept for the pages open when it was replaced, until every one of them has closed', () => {
    const kept = keepForOpenPages(undefined, ['/assets/galleries-old.js'], ['tab-a', 'tab-b']);
    expect(kept).toEqual({ files: ['/assets/galleries-old.js'], pages: ['tab-a', 'tab-b'] });
    if (!kept) return;

    const oneClosed = settleKeptBuilds(kept, ['tab-b', 'tab-new']);
    expect(oneClosed).toEqual({ kept: { files: ['/assets/galleries-old.js'], pages: ['tab-b'] }, drop: [] });
    if (!oneClosed.kept) return;

    expect(settleKeptBuilds(oneClosed.kept, ['tab-new'])).toEqual({
      kept: undefined,
      drop: ['/assets/galleries-old.js'],
    });
  });

  it('go at once when no page is open to need them', () => {
    expect(keepForOpenPages(undefined, ['/assets/galleries-old.js'], [])).toBeUndefined();
  });

  it('join those of an earlier build still kept, for the pages open now', () => {
    const earlier = { files: ['/assets/a-1.js'], pages: ['tab-a'] };
    expect(keepForOpenPages(earlier, ['/assets/a-2.js'], ['tab-a', 'tab-c'])).toEqual({
      files: ['/assets/a-1.js', '/assets/a-2.js'],
      pages: ['tab-a', 'tab-c'],
    });
  });
});
