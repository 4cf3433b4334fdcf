import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../hooks/use-hydrated';
import { useTheme } from '../hooks/use-theme';
import { isTheme, themes } from '../lib/theme';
import { LazyChoiceMenu } from './lazy-choice-menu';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/**
 * Picks light, dark or the system's. Its icon follows the page's theme class, and its label names
 * the stored choice once this browser is known, so a page drawn by a server shows it too.
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { theme, setTheme } = useTheme();
  const hydrated = useHydrated();
  return (
    <LazyChoiceMenu
      size="icon"
      className={className}
      label={hydrated ? t('theme.change', { theme: t(`theme.${theme}`) }) : t('theme.label')}
      testId="theme-switcher"
      trigger={
        <>
          <Sun aria-hidden="true" className="dark:hidden" />
          <Moon aria-hidden="true" className="hidden dark:block" />
        </>
      }
      align="end"
      heading={t('theme.label')}
      value={theme}
      onChange={(value) => isTheme(value) && setTheme(value)}
      choices={themes.map((option) => {
        const OptionIcon = icons[option];
        return {
          value: option,
          content: (
            <>
              <OptionIcon aria-hidden="true" />
              {t(`theme.${option}`)}
            </>
          ),
        };
      })}
    />
  );
}
