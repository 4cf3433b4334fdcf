import { ChevronsUpDown, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
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
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="min-w-0 max-w-64 justify-start"
          data-testid="account-switcher"
          aria-label={t('account.switcher', { name: account.name })}
        >
          <Store className="text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{account.name}</span>
          <ChevronsUpDown className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel>{t('account.studios')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={account.id} onValueChange={selectAccount}>
          {accounts.map((candidate) => (
            <DropdownMenuRadioItem key={candidate.id} value={candidate.id}>
              <span className="truncate">{candidate.name}</span>
              <span className="ml-auto text-xs text-muted-foreground">{t(`account.role.${candidate.role}`)}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
