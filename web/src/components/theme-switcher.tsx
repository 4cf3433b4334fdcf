import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../hooks/use-theme';
import { isTheme, themes } from '../lib/theme';
import { LazyChoiceMenu } from './lazy-choice-menu';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { theme, resolvedTheme, setTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <LazyChoiceMenu
      size="icon"
      className={className}
      label={t('theme.change', { theme: t(`theme.${theme}`) })}
      testId="theme-switcher"
      trigger={<Icon aria-hidden="true" />}
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
