import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { roles } from '@core/domain/roles';
import { Options } from '../../components/options';
import { NativeSelect } from '../../components/ui/native-select';

/** A choice of role in the studio, the most trusted last, as the ladder goes. */
export function RoleSelect(props: ComponentProps<typeof NativeSelect>) {
  const { t } = useTranslation('common');
  return (
    <NativeSelect {...props}>
      <Options options={roles.map((role) => ({ value: role, label: t(`account.role.${role}`) }))} />
    </NativeSelect>
  );
}
