import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LoadingScreen } from '../../components/loading-screen';
import { ThemeSwitcher } from '../../components/theme-switcher';
import { IconButton } from '../../components/icon-button';
import { lazyDialog } from '../../components/lazy-dialog';
import { WriteBlocksContext } from '../../hooks/use-write-block';
import { AccountSwitcher } from './account-switcher';
import { DeletionBanner } from './deletion-banner';
import { DeviceStoreNotice } from './device-store-notice';
import { OfflineBanner } from './offline-banner';
import { SidebarNav } from './sidebar-nav';
import { SyncStatus } from './sync-status';
import { UpdatePrompt } from './update-prompt';
import { UploadStatus } from './upload-status';
import { useInstallableApp } from './use-installable-app';
import { useSyncOverview } from './use-sync-state';
import { useWriteBlocks } from './use-write-blocks';
import { UserMenu } from './user-menu';

const MobileMenu = lazyDialog(async () => (await import('./mobile-menu')).MobileMenu);

/** The back-office frame: sidebar (a sheet on small screens), header, sync banner, screen. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sync = useSyncOverview();
  const writeBlocks = useWriteBlocks(sync.state);
  useInstallableApp();
  return (
    <div className="flex min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-sidebar-border bg-sidebar text-sidebar-foreground lg:block">
        <SidebarNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-4 lg:px-8">
          <IconButton
            ref={menuButton}
            icon={Menu}
            size="icon"
            className="lg:hidden"
            label={t('actions.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} opener={menuButton} />
          <div className="min-w-0 flex-1">
            <AccountSwitcher />
          </div>
          <UploadStatus />
          <SyncStatus {...sync} />
          <LanguageSwitcher />
          <ThemeSwitcher />
          <UserMenu />
        </header>
        <UpdatePrompt />
        <OfflineBanner state={sync.state} />
        <DeviceStoreNotice />
        <DeletionBanner />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-10">
          <div className="mx-auto w-full max-w-6xl">
            <WriteBlocksContext value={writeBlocks}>
              <Suspense fallback={<LoadingScreen />}>
                <Outlet />
              </Suspense>
            </WriteBlocksContext>
          </div>
        </main>
      </div>
    </div>
  );
}
