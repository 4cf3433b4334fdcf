import { beforeEach, describe, expect, it } from 'vitest';
import { announceSyncUpdate, appUpdateReady, syncRefusesVersion } from './app-update';

describe('the sync client asking for a newer version', () => {
  beforeEach(() => {
    appUpdateReady.set(false);
    syncRefusesVersion.set(false);
  });

  it.each(['VersionNotSupported', 'SchemaVersionNotSupported'])(
    'offers the reload and says syncing stopped when the server answers %s',
    (type) => {
      announceSyncUpdate({ type });
      expect(appUpdateReady.get()).toBe(true);
      expect(syncRefusesVersion.get()).toBe(true);
    },
  );

  it('only offers the reload when another tab runs newer code (NewClientGroup): syncing goes on', () => {
    announceSyncUpdate({ type: 'NewClientGroup' });
    expect(appUpdateReady.get()).toBe(true);
    expect(syncRefusesVersion.get()).toBe(false);
  });
});
