// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAINT_SETTINGS, paintScreenSnapshot, type ScreenSnapshot } from './screen-snapshot-paint';

const AUTH_KEY = 'sb-localhost-auth-token';
const ADDRESS = '/app/clients/customers';
const NOW = Date.UTC(2026, 10, 22, 12);

const snapshot: ScreenSnapshot = {
  userId: 'user-1',
  authKey: AUTH_KEY,
  accountId: 'studio-1',
  language: 'ca',
  stylesheets: '',
  takenAt: NOW - 60_000,
  html: '<table><tbody><tr data-index="0"><td>Aina Ferrer</td></tr></tbody></table>',
};

/** This browser as the photographer left it: signed in, studio selected, language chosen. */
function browserState({ user = 'user-1', studio = 'studio-1', language = 'ca', address = ADDRESS } = {}) {
  localStorage.setItem(AUTH_KEY, JSON.stringify({ access_token: 'token', user: { id: user } }));
  localStorage.setItem(PAINT_SETTINGS.accountsKey, JSON.stringify({ state: { accountId: studio }, version: 0 }));
  localStorage.setItem(PAINT_SETTINGS.language.localStorage, language);
  history.replaceState(null, '', address);
}

function remember(address: string, changes: Partial<ScreenSnapshot> = {}) {
  localStorage.setItem(PAINT_SETTINGS.snapshotsKey, JSON.stringify({ [address]: { ...snapshot, ...changes } }));
}

const overlay = () => document.getElementById(PAINT_SETTINGS.overlayId);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  localStorage.clear();
  document.body.innerHTML = '<div id="root"></div>';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('paintScreenSnapshot', () => {
  it('paints the remembered screen of this address over the page, hidden from assistive technology', () => {
    browserState();
    remember(ADDRESS);
    paintScreenSnapshot(PAINT_SETTINGS);
    expect(overlay()?.textContent).toBe('Aina Ferrer');
    expect(overlay()?.getAttribute('aria-hidden')).toBe('true');
    expect(document.body.firstElementChild).toBe(overlay());
    // The live screen still renders beneath it.
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('takes the picture away by itself if the app never does (it failed to load)', () => {
    browserState();
    remember(ADDRESS);
    paintScreenSnapshot(PAINT_SETTINGS);
    vi.advanceTimersByTime(PAINT_SETTINGS.removeAfterMs - 1);
    expect(overlay()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(overlay()).toBeNull();
  });

  it.each([
    ['another person is signed in', () => browserState({ user: 'user-2' })],
    ['another studio is selected', () => browserState({ studio: 'studio-2' })],
    ['the interface is in another language', () => browserState({ language: 'es' })],
    ['the address is another', () => browserState({ address: '/app/clients/sessions' })],
    ['the same address asks for another language', () => browserState({ address: `${ADDRESS}?lng=en` })],
    ['nobody is signed in', () => (browserState(), localStorage.removeItem(AUTH_KEY))],
  ])('paints nothing when %s', (_, arrange) => {
    remember(ADDRESS);
    arrange();
    paintScreenSnapshot(PAINT_SETTINGS);
    expect(overlay()).toBeNull();
  });

  it('paints nothing drawn with another release’s stylesheets, or older than its limit', () => {
    browserState();
    remember(ADDRESS, { stylesheets: 'https://studio.test/assets/index-old.css' });
    paintScreenSnapshot(PAINT_SETTINGS);
    remember(ADDRESS, { takenAt: NOW - PAINT_SETTINGS.maxAgeMs - 1 });
    paintScreenSnapshot(PAINT_SETTINGS);
    expect(overlay()).toBeNull();
  });

  it('follows the language the address asks for, as i18next does', () => {
    browserState({ language: 'en', address: `${ADDRESS}?lng=ca` });
    remember(`${ADDRESS}?lng=ca`);
    paintScreenSnapshot(PAINT_SETTINGS);
    expect(overlay()).not.toBeNull();
  });

  it('leaves the page as it was when storage holds something unreadable', () => {
    browserState();
    localStorage.setItem(PAINT_SETTINGS.snapshotsKey, '{not json');
    expect(() => paintScreenSnapshot(PAINT_SETTINGS)).not.toThrow();
    expect(overlay()).toBeNull();
  });
});
