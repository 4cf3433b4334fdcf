import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/icon-button';
import { Input } from '../../components/ui/input';

/** A password input with a button that shows what was typed (fewer typos on phones). */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-10" />
      <IconButton
        icon={visible ? EyeOff : Eye}
        className="absolute top-0.5 right-0.5 text-muted-foreground"
        onClick={() => setVisible((value) => !value)}
        label={visible ? t('password.hide') : t('password.show')}
        aria-pressed={visible}
      />
    </div>
  );
}
