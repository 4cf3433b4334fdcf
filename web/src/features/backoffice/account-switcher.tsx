import { ChevronsUpDown, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lazyMenuButton } from '../../components/lazy-menu-button';
import { useAccount } from '../../hooks/use-account';

const AccountSwitcherButton = lazyMenuButton(async () => (await import('./account-switcher-menu')).AccountSwitcherMenu);

/** Names the current studio; switches between the person's studios, or starts another. */
export function AccountSwitcher() {
  const { t } = useTranslation('common');
  const { account } = useAccount();
  return (
    <AccountSwitcherButton
      // Never wider than the header leaves it: a long name is cut short, not drawn under the buttons.
      className="max-w-[min(100%,16rem)] min-w-0 justify-start"
      testId="account-switcher"
      label={t('account.switcher', { name: account.name })}
      trigger={
        <>
          <Store className="text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{account.name}</span>
          <ChevronsUpDown className="text-muted-foreground" aria-hidden="true" />
        </>
      }
    />
  );
}
