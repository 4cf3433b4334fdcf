import { ChevronsUpDown, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChoiceMenu } from '../../components/menu-button';
import { useAccount } from '../../hooks/use-account';

/** Names the current studio; lets people who belong to several switch between them. */
export function AccountSwitcher() {
  const { t } = useTranslation('common');
  const { accounts, account, selectAccount } = useAccount();

  if (accounts.length < 2) {
    return (
      <span data-testid="account-switcher" className="inline-flex min-w-0 items-center gap-2 text-sm font-medium">
        <Store className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="truncate">{account.name}</span>
      </span>
    );
  }
  return (
    <ChoiceMenu
      className="min-w-0 max-w-64 justify-start"
      testId="account-switcher"
      label={t('account.switcher', { name: account.name })}
      trigger={
        <>
          <Store className="text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{account.name}</span>
          <ChevronsUpDown className="text-muted-foreground" aria-hidden="true" />
        </>
      }
      align="start"
      menuClassName="w-64"
      heading={t('account.studios')}
      value={account.id}
      onChange={selectAccount}
      choices={accounts.map((candidate) => ({
        value: candidate.id,
        content: (
          <>
            <span className="truncate">{candidate.name}</span>
            <span className="ml-auto text-xs text-muted-foreground">{t(`account.role.${candidate.role}`)}</span>
          </>
        ),
      }))}
    />
  );
}
