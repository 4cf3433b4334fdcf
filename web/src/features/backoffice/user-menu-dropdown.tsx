import { LogOut, MonitorSmartphone, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { MenuTriggerProps } from '../../components/lazy-menu-button';
import { MenuButton } from '../../components/menu-button';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../../components/ui/dropdown-menu';
import { useAuth } from '../../hooks/use-auth';
import { useCan } from '../../hooks/use-role';

/** The person's menu, as its button (user-menu.tsx) opens it: their account, settings, signing out. */
export function UserMenuDropdown(button: MenuTriggerProps & { defaultOpen?: boolean }) {
  const { t } = useTranslation('common');
  const { user, signOut } = useAuth();
  const canManage = useCan('manage');
  const email = user?.email ?? '';
  // Every device, this one too, at once: asked first, as a stray click costs every sign-in.
  const [everywhere, setEverywhere] = useState<true>();
  // This device stays signed in: say what happened, as nothing on screen changes.
  const signOutOthers = async () => {
    if (await signOut('others')) toast.success(t('account.signedOutOthers'));
    else toast.error(t('account.signOutOthersFailed'));
  };
  return (
    <>
      <MenuButton {...button} align="end" menuClassName="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span>{t('account.signedInAs')}</span>
          <span className="truncate text-sm font-medium text-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/app/account" data-testid="your-account">
            <UserRound aria-hidden="true" />
            {t('account.yourAccount')}
          </Link>
        </DropdownMenuItem>
        {canManage && (
          <DropdownMenuItem asChild>
            <Link to="/app/settings">
              <Settings aria-hidden="true" />
              {t('nav.settings')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut('local')} data-testid="sign-out">
          <LogOut aria-hidden="true" />
          {t('actions.signOut')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOutOthers()} data-testid="sign-out-others">
          <MonitorSmartphone aria-hidden="true" />
          {t('account.signOutOthers')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setEverywhere(true)} data-testid="sign-out-everywhere">
          <LogOut aria-hidden="true" />
          {t('account.signOutEverywhere')}
        </DropdownMenuItem>
      </MenuButton>
      <ConfirmDialog
        subject={everywhere}
        onOpenChange={() => setEverywhere(undefined)}
        title={() => t('account.signOutEverywhereConfirm.title')}
        description={t('account.signOutEverywhereConfirm.description')}
        confirmLabel={t('account.signOutEverywhereConfirm.confirm')}
        onConfirm={async () => {
          // Never refused: a failure still signs this browser out (auth-provider.tsx).
          await signOut('global');
          return undefined;
        }}
        testId="sign-out-everywhere-dialog"
        route="none"
      />
    </>
  );
}
