import { ChevronsUpDown, Plus, Store } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceMenu } from '../../components/menu-button';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { useAccount } from '../../hooks/use-account';

/** Its form (react-hook-form and its resolver) comes when first opened, not with every screen. */
const NewStudioDialog = lazy(async () => ({ default: (await import('./new-studio-dialog')).NewStudioDialog }));

/** Names the current studio; switches between the person's studios, or starts another. */
export function AccountSwitcher() {
  const { t } = useTranslation('common');
  const { accounts, account, selectAccount } = useAccount();
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <ChoiceMenu
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
        footer={
          <DropdownMenuItem
            onSelect={() => {
              setOpened(true);
              setCreating(true);
            }}
            data-testid="new-studio"
          >
            <Plus aria-hidden="true" />
            {t('account.newStudio.open')}
          </DropdownMenuItem>
        }
      />
      {opened && (
        <Suspense>
          <NewStudioDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      )}
    </>
  );
}
