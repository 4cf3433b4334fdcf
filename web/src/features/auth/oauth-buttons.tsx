import type { Provider } from '@supabase/supabase-js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { supabase } from '../../lib/supabase';
import { AuthErrorAlert } from './auth-error-alert';
import { useAuthRequest } from './use-auth-request';

type MarkPath = { fill: string; d: string };

/** A provider's logo, drawn from its coloured paths. */
function Mark({ paths }: { paths: readonly MarkPath[] }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      {paths.map(({ fill, d }) => (
        <path key={d} fill={fill} d={d} />
      ))}
    </svg>
  );
}

const providers = [
  {
    id: 'google',
    labelKey: 'oauth.google',
    mark: [
      {
        fill: '#4285F4',
        d: 'M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.63h6.46a5.52 5.52 0 0 1-2.4 3.62v3h3.87c2.27-2.09 3.57-5.17 3.57-8.8Z',
      },
      {
        fill: '#34A853',
        d: 'M12 24c3.24 0 5.96-1.07 7.94-2.9l-3.87-3c-1.08.72-2.45 1.15-4.07 1.15-3.13 0-5.78-2.11-6.73-4.95H1.27v3.1A12 12 0 0 0 12 24Z',
      },
      { fill: '#FBBC05', d: 'M5.27 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z' },
      {
        fill: '#EA4335',
        d: 'M12 4.75c1.76 0 3.35.61 4.6 1.8l3.43-3.43A11.97 11.97 0 0 0 1.27 6.6l4 3.1C6.22 6.86 8.87 4.75 12 4.75Z',
      },
    ],
  },
  {
    id: 'facebook',
    labelKey: 'oauth.facebook',
    mark: [
      {
        fill: '#1877F2',
        d: 'M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07Z',
      },
    ],
  },
] as const satisfies readonly { id: Provider; labelKey: string; mark: readonly MarkPath[] }[];

/** Google and Facebook sign-in: the browser leaves for /auth/v1/authorize and comes back signed in. */
export function OAuthButtons({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState<Provider>();
  const { error, request } = useAuthRequest();

  const signIn = async (provider: Provider) => {
    setPending(provider);
    const leaving = await request(() =>
      supabase.auth.signInWithOAuth({
        provider,
        options: { redirectTo: new URL(redirectTo, window.location.origin).href },
      }),
    );
    // Accepted, the browser is on its way to the provider: the button stays busy until it leaves.
    if (!leaving) setPending(undefined);
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('oauth.divider')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2">
        {providers.map(({ id, labelKey, mark }) => (
          <Button key={id} variant="outline" onClick={() => void signIn(id)} disabled={pending !== undefined}>
            {pending === id ? <Spinner /> : <Mark paths={mark} />}
            {t(labelKey)}
          </Button>
        ))}
      </div>
      <AuthErrorAlert error={error} />
    </div>
  );
}
