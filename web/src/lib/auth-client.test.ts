import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createAuthClient } from './auth-client';

// The fields GoTrueClient keeps to itself, read here to compare two clients' settings.
type AuthSettings = { storageKey: string; url: string; headers: Record<string, string>; flowType: string };
const settingsOf = (client: object) => {
  const { storageKey, url, headers, flowType } = client as AuthSettings;
  return { storageKey, url, apikey: headers.apikey, authorization: headers.Authorization, flowType };
};

describe('createAuthClient', () => {
  // A browser keeps its session under the storage key: a different one would sign everyone out.
  it.each(['https://abcdefgh.supabase.co', 'http://localhost:4200', 'https://auth.example.com/base/'])(
    'talks to the same endpoint, with the same key and storage as createClient, for %s',
    (url) => {
      const ours = settingsOf(createAuthClient(url, 'anon-key'));
      expect(ours).toEqual(settingsOf(createClient(url, 'anon-key').auth));
      expect(ours.storageKey).toMatch(/^sb-.+-auth-token$/);
    },
  );
});
