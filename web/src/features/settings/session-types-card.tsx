import { useQuery } from '@rocicorp/zero/react';
import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { SavedItemsCard } from '../../components/saved-items-card';
import { SessionTypeFormDialog } from '../bookings/session-type-form-dialog';
import { TypeColorDot } from '../bookings/type-color-dot';

/** The sessions a studio offers, with their usual price: kept here, picked when booking. */
export function SessionTypesCard() {
  const { t } = useTranslation('sessionTypes');
  const { account } = useAccount();
  const format = useStudioFormat();
  const [sessionTypes] = useQuery(queries.sessionTypes.list({ accountId: account.id }));
  return (
    <SavedItemsCard
      id="session-types"
      icon={Camera}
      items={sessionTypes}
      details={(sessionType) => (
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          <TypeColorDot color={sessionType.color} />
          {[
            format.duration(sessionType.duration),
            sessionType.maxClients > 1 ? t('perSlot', { count: sessionType.maxClients }) : '',
            sessionType.description,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      )}
      aside={(sessionType) => (
        <span className="tabular-nums text-muted-foreground">
          {sessionType.price > 0 ? format.money(sessionType.price) : t('free')}
        </span>
      )}
      form={({ item, ...dialog }) => <SessionTypeFormDialog {...dialog} sessionType={item} />}
      remove={(sessionType) => mutators.sessionType.delete({ id: sessionType.id })}
      namespace="sessionTypes"
    />
  );
}
