import { LanguageSwitcher } from './language-switcher';
import { LogoHomeLink } from './logo';
import { ThemeSwitcher } from './theme-switcher';

/** The top of a page that stands alone (sign-in, unauthorized): the logo home, and the switchers. */
export function StandaloneHeader({ className }: { className: string }) {
  return (
    <header className={`flex items-center justify-between ${className}`}>
      <LogoHomeLink />
      <div className="flex items-center gap-1">
        <LanguageSwitcher />
        <ThemeSwitcher />
      </div>
    </header>
  );
}
