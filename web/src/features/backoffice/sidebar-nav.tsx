import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/logo';
import { useAccount } from '../../hooks/use-account';
import { useAllowed } from '../../hooks/use-role';
import { cn } from '../../lib/utils';
import { navItems } from './nav-items';

/** The back-office navigation, shown as the desktop sidebar and inside the mobile sheet. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const { account } = useAccount();
  const allowed = useAllowed();
  return (
    <div className="flex h-full flex-col gap-6 px-3 py-5">
      <Link
        to="/app"
        onClick={onNavigate}
        className="rounded-md px-2 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <Logo />
      </Link>
      <nav aria-label={t('nav.main')} className="flex-1">
        <ul className="grid gap-1">
          {navItems
            .filter((item) => item.needs === undefined || allowed(item.needs))
            .map(({ to, labelKey, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                      isActive
                        ? 'bg-sidebar-accent text-sidebar-accent-foreground'
                        : 'text-sidebar-foreground/80 hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t(labelKey)}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <p className="truncate px-3 text-xs text-muted-foreground" title={account.name}>
        {account.name}
      </p>
    </div>
  );
}
