import { useQuery } from '@rocicorp/zero/react';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { planPlace } from '@core/domain/availability';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { lazyDialog } from '../../components/lazy-dialog';
import { SavedItemsCard } from '../../components/saved-items-card';
import { Badge } from '../../components/ui/badge';
import { Switch } from '../../components/ui/switch';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import { TypeColorDot } from '../bookings/type-color-dot';
import { timeSlotsText, weekdayOrder, type SchedulePlan } from './plan-text';
import { useWeekdayName } from './weekday-picker';

// The plan's form (react-hook-form, its resolver, the time fields) loads when its dialog first opens.
const PlanFormDialog = lazyDialog(async () => (await import('./plan-form-dialog')).PlanFormDialog);

/** The studio's booking plans: what each offers and when, paused or taking bookings. */
export function PlansCard() {
  const { t } = useTranslation('schedulePlans');
  const { account } = useAccount();
  const format = useStudioFormat();
  const weekday = useWeekdayName();
  const save = useToastedMutation();
  const [plans] = useQuery(queries.schedulePlans.list({ accountId: account.id }));

  // A plan's dates are calendar dates: written as the UTC day they are kept as.
  const dates = (plan: SchedulePlan) =>
    new Intl.DateTimeFormat(format.locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
      plan.startDate,
      plan.endDate,
    );
  const days = (plan: SchedulePlan) =>
    weekdayOrder
      .filter((day) => plan.daysOfWeek.includes(day))
      .map(weekday)
      .join(' ');

  return (
    <SavedItemsCard
      id="plans"
      icon={CalendarClock}
      items={plans}
      namespace="schedulePlans"
      details={(plan) => (
        <span className="grid gap-0.5 text-xs text-muted-foreground" data-testid="plan-details">
          <span className="flex flex-wrap items-center gap-2">
            {plan.sessionType && <TypeColorDot color={plan.sessionType.color} />}
            {[plan.sessionType?.name, dates(plan), planPlace(plan)].filter(Boolean).join(' · ')}
            {!plan.isActive && <Badge variant="outline">{t('paused')}</Badge>}
          </span>
          <span>{[timeSlotsText(plan.timeSlots), days(plan)].join(' · ')}</span>
          <span>
            {[
              t('perDay', { count: plan.maxBookingsPerDay }),
              plan.bufferTime > 0 && t('buffer', { duration: format.duration(plan.bufferTime) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      )}
      aside={(plan) => (
        <Switch
          className="mt-1"
          checked={plan.isActive}
          aria-label={t('actions.pause', { name: plan.name })}
          onCheckedChange={async (isActive) => {
            const refused = await save(
              mutators.schedulePlan.update({ id: plan.id, isActive }),
              t(isActive ? 'toast.resumed' : 'toast.paused', { name: plan.name }),
            );
            if (refused) toast.error(refused);
          }}
        />
      )}
      form={({ item, ...dialog }) => <PlanFormDialog {...dialog} plan={item} />}
      remove={(plan) => mutators.schedulePlan.delete({ id: plan.id })}
    />
  );
}
