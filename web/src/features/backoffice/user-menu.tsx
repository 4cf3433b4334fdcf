import { useTranslation } from 'react-i18next';
import { lazyMenuButton } from '../../components/lazy-menu-button';
import { useAuth } from '../../hooks/use-auth';

const UserMenuButton = lazyMenuButton(async () => (await import('./user-menu-dropdown')).UserMenuDropdown);

function initialsOf(email: string): string {
  return (email.split('@')[0] ?? '').slice(0, 2).toUpperCase() || '?';
}

/** The signed-in person's initials, opening their menu (user-menu-dropdown.tsx). */
export function UserMenu() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const initials = initialsOf(user?.email ?? '');
  return (
    <UserMenuButton
      size="icon"
      className="rounded-full"
      // Named with the initials it shows, so a person using voice control can say them.
      label={t('account.menu', { initials })}
      testId="user-menu"
      trigger={
        <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
          {initials}
        </span>
      }
    />
  );
}
