import {
  CalendarDays,
  Globe,
  House,
  Images,
  ReceiptText,
  Settings,
  ShoppingBag,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Work } from '../../hooks/use-role';

type NavItem = {
  to: string;
  labelKey:
    | 'nav.home'
    | 'nav.clients'
    | 'nav.galleries'
    | 'nav.scheduling'
    | 'nav.invoices'
    | 'nav.sales'
    | 'nav.website'
    | 'nav.settings';
  icon: LucideIcon;
  /** Active only on this exact path (Home would otherwise match every /app page). */
  end?: boolean;
  /** Shown only to those who may do this (the route refuses everyone else, app/router.tsx). */
  needs?: Work;
};

export const navItems: readonly NavItem[] = [
  { to: '/app', labelKey: 'nav.home', icon: House, end: true },
  { to: '/app/clients', labelKey: 'nav.clients', icon: Users },
  { to: '/app/galleries', labelKey: 'nav.galleries', icon: Images },
  { to: '/app/scheduling', labelKey: 'nav.scheduling', icon: CalendarDays },
  { to: '/app/invoices', labelKey: 'nav.invoices', icon: ReceiptText, needs: 'manage' },
  { to: '/app/sales', labelKey: 'nav.sales', icon: ShoppingBag, needs: 'manage' },
  { to: '/app/website', labelKey: 'nav.website', icon: Globe, needs: 'manage' },
  { to: '/app/settings', labelKey: 'nav.settings', icon: Settings, needs: 'manage' },
];
