// The least the back office's fixed choices do before showing a row: React with react-router,
// the Supabase Auth session, i18next with its first namespaces, and the studio's Zero client
// (the app's own schema, mutators and IndexedDB store) subscribed to the customers list. It
// uses the app's modules for each, so it starts them exactly as the app does; what the back
// office's page loads take beyond this page is the app's own (see build.ts).
import { ZeroProvider, useQuery } from '@rocicorp/zero/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queries } from '@core/zero/queries';
import { customerListArgs } from '@web/src/features/clients/list-args';
import { LIST_PAGE } from '@web/src/hooks/use-list-window';
import { rememberedStudio } from '@web/src/lib/account-storage';
import { i18nReady } from '@web/src/lib/i18n';
import { supabase } from '@web/src/lib/supabase';
import { syncClientFor } from '@web/src/lib/sync-client';

function OneRow({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  // The very query the customers tab opens; the row does not wait for it, as the tab's first
  // rows do not (they come from /api/zero/read).
  useQuery(queries.customers.list(customerListArgs(accountId, '', LIST_PAGE)));
  return (
    <table>
      <tbody>
        <tr data-testid="reference-row">
          <td>{t('nav.clients')}</td>
        </tr>
      </tbody>
    </table>
  );
}

const root = document.getElementById('root');
const { session } = (await supabase.auth.getSession()).data;
const account = session ? rememberedStudio(session.user.id) : undefined;
if (!root || !session || !account) throw new Error('The stack page needs a signed-in studio');
const zero = syncClientFor(
  { userID: session.user.id, accountId: account.id, role: account.role, generation: 0 },
  session.access_token,
  () => {},
);
await i18nReady;
createRoot(root).render(
  <StrictMode>
    <ZeroProvider zero={zero}>
      <RouterProvider
        router={createBrowserRouter([{ path: '*', Component: () => <OneRow accountId={account.id} /> }])}
      />
    </ZeroProvider>
  </StrictMode>,
);
