import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DEFAULT_CANCEL_CUTOFF_HOURS } from '@core/domain/public-booking';
import { Options } from '../../components/options';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { useApi } from '../../hooks/use-api';
import { updateAccountSettings } from '../../lib/accounts';
import { SettingsFormCard } from './settings-form-card';
import { useSettingForm } from './use-setting-form';

/** The cut-offs offered, in hours before the session: none, a few hours, a day or two, a week. */
const cutoffs = [0, 2, 6, 12, 24, 48, 72, 168] as const;

const onlineBookingForm = z.object({ cutoff: z.coerce.number().int().min(0).max(720) });

/**
 * Clients booking on the public page: where the booking page is, and until how long before a
 * session they may cancel or move it themselves (booking.cancelCutoffHours).
 */
export function OnlineBookingForm() {
  const { t } = useTranslation('settings');
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const saved = useAccountSettings()['booking.cancelCutoffHours'];
  const current = typeof saved === 'number' ? saved : DEFAULT_CANCEL_CUTOFF_HOURS;
  const { form, card } = useSettingForm({
    schema: onlineBookingForm,
    values: { cutoff: String(current) },
    submit: async ({ cutoff }) => {
      const updated = await updateAccountSettings(api, account.id, { 'booking.cancelCutoffHours': cutoff });
      replaceAccount(updated);
      return { cutoff: String(cutoff) };
    },
    savedMessage: t('onlineBooking.saved'),
  });
  const label = (hours: number) =>
    hours === 0
      ? t('onlineBooking.untilStart')
      : hours % 24 === 0
        ? t('onlineBooking.days', { count: hours / 24 })
        : t('onlineBooking.hours', { count: hours });

  return (
    <SettingsFormCard
      title={t('onlineBooking.title')}
      description={t('onlineBooking.description')}
      testId="online-booking-form"
      {...card}
      footerStart={
        account.slug ? (
          <Button asChild variant="link" className="h-auto px-0">
            <Link to={`/p/${account.slug}/book`} target="_blank" rel="noreferrer">
              {t('onlineBooking.open')}
              <ExternalLink aria-hidden="true" />
            </Link>
          </Button>
        ) : undefined
      }
    >
      <Field label={t('onlineBooking.cutoff')} description={t('onlineBooking.cutoffHint')}>
        {(control) => (
          <NativeSelect {...control} {...form.register('cutoff')}>
            <Options
              options={[...new Set([...cutoffs, current])]
                .sort((a, b) => a - b)
                .map((hours) => ({ value: String(hours), label: label(hours) }))}
            />
          </NativeSelect>
        )}
      </Field>
      {!account.slug && <p className="text-sm text-muted-foreground">{t('onlineBooking.needsAddress')}</p>}
    </SettingsFormCard>
  );
}
