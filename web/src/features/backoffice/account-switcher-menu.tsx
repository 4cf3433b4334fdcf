import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../components/lazy-dialog';
import type { MenuTriggerProps } from '../../components/lazy-menu-button';
import { ChoiceMenu } from '../../components/menu-button';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { useAccount } from '../../hooks/use-account';

/** Its form (react-hook-form and its resolver) comes when first opened, not with every screen. */
const NewStudioDialog = lazyDialog(async () => (await import('./new-studio-dialog')).NewStudioDialog);

/** The studio switcher's menu, as its button (account-switcher.tsx) opens it. */
export function AccountSwitcherMenu(button: MenuTriggerProps & { defaultOpen?: boolean }) {
  const { t } = useTranslation('common');
  const { accounts, account, selectAccount } = useAccount();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <ChoiceMenu
        {...button}
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
          <DropdownMenuItem onSelect={() => setCreating(true)} data-testid="new-studio">
            <Plus aria-hidden="true" />
            {t('account.newStudio.open')}
          </DropdownMenuItem>
        }
      />
      <NewStudioDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
