// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { SNAPSHOT_MAX_AGE_MS, snapshotKey, snapshotToShow, type ScreenSnapshot } from './screen-snapshot-rules';
import { ACCOUNT_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from './storage-keys';

const AUTH_KEY = 'sb-127-auth-token';
const ADDRESS = '/app/clients/customers';
const TAKEN_AT = Date.UTC(2026, 10, 20, 9, 0);

const shot: ScreenSnapshot = {
  authKey: AUTH_KEY,
  userId: 'user-1',
  accountId: 'studio-1',
  language: 'ca',
  html: '<main>Núria Costa</main>',
  takenAt: TAKEN_AT,
};

function signIn(userId: string, accountId: string, language: string) {
  localStorage.setItem(AUTH_KEY, JSON.stringify({ access_token: 'token', user: { id: userId } }));
  localStorage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify({ state: { accountId }, version: 0 }));
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

describe('snapshotToShow', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(snapshotKey(ADDRESS), JSON.stringify(shot));
  });

  it('shows the picture to the person, studio and language it was taken for, within a week', () => {
    signIn('user-1', 'studio-1', 'ca');
    expect(snapshotToShow(ADDRESS, TAKEN_AT + 1000)).toEqual(shot);
    expect(snapshotToShow(ADDRESS, TAKEN_AT + SNAPSHOT_MAX_AGE_MS - 1)).toEqual(shot);
  });

  it('shows nothing for another address, person, studio or language, or once a week old', () => {
    signIn('user-1', 'studio-1', 'ca');
    expect(snapshotToShow('/app/clients/sessions', TAKEN_AT)).toBeUndefined();
    expect(snapshotToShow(`${ADDRESS}?q=costa`, TAKEN_AT)).toBeUndefined();
    expect(snapshotToShow(ADDRESS, TAKEN_AT + SNAPSHOT_MAX_AGE_MS)).toBeUndefined();
    signIn('user-2', 'studio-1', 'ca');
    expect(snapshotToShow(ADDRESS, TAKEN_AT)).toBeUndefined();
    signIn('user-1', 'studio-2', 'ca');
    expect(snapshotToShow(ADDRESS, TAKEN_AT)).toBeUndefined();
    signIn('user-1', 'studio-1', 'es');
    expect(snapshotToShow(ADDRESS, TAKEN_AT)).toBeUndefined();
  });

  it('shows nothing when signed out or when what is stored is damaged', () => {
    localStorage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify({ state: { accountId: 'studio-1' } }));
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ca');
    expect(snapshotToShow(ADDRESS, TAKEN_AT)).toBeUndefined();
    localStorage.setItem(AUTH_KEY, '{"user":');
    expect(snapshotToShow(ADDRESS, TAKEN_AT)).toBeUndefined();
    signIn('user-1', 'studio-1', 'ca');
    localStorage.setItem(snapshotKey(ADDRESS), JSON.stringify({ ...shot, html: undefined }));
    expect(snapshotToShow(ADDRESS, TAKEN_AT)).toBeUndefined();
  });
});
