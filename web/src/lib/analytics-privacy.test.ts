import { describe, expect, it } from 'vitest';
import { privateEvent } from './analytics-privacy';

describe('privateEvent', () => {
  it('keeps where a page is, but not its query: tokens and opened photos stay home', () => {
    const event = privateEvent({
      event: '$pageview',
      properties: {
        $current_url: 'https://app.example/p/anna/invite/g1?token=secret-invite-token',
        $pathname: '/p/anna/invite/g1',
        $referrer: 'https://app.example/p/anna/gallery/g1?photo=IMG_0042.jpg#top',
        $screen_width: 390,
      },
    });
    expect(event?.properties).toEqual({
      $current_url: 'https://app.example/p/anna/invite/g1',
      $pathname: '/p/anna/invite/g1',
      $referrer: 'https://app.example/p/anna/gallery/g1',
      $screen_width: 390,
    });
  });

  it('drops any e-mail and any photo address, however deep, and leaves other values as they were', () => {
    const event = privateEvent({
      event: '$exception',
      properties: {
        $exception_list: [{ value: 'No customer ana.soler@example.com', type: 'Error' }],
        $elements: [{ tag_name: 'img', attr__src: '/api/images/g1/IMG_1.jpg?width=200' }, { tag_name: 'button' }],
        note: 'Saved',
      },
    });
    expect(event?.properties).toEqual({
      $exception_list: [{ type: 'Error' }],
      $elements: [{ tag_name: 'img' }, { tag_name: 'button' }],
      note: 'Saved',
    });
  });

  it('drops an event named with an e-mail, and passes on what PostHog already dropped', () => {
    expect(privateEvent({ event: 'signed up ana@example.com', properties: {} })).toBeNull();
    expect(privateEvent(null)).toBeNull();
  });
});
