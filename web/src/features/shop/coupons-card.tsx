import { useQuery } from '@rocicorp/zero/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { Badge } from '../../components/ui/badge';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import { CouponFormDialog } from './coupon-form-dialog';
import { ShopRow, ShopSectionCard } from './shop-section-card';
import type { Coupon } from './shop-types';

/** The studio's coupons: what each takes off, until when, how often per client; added, edited, deleted. */
export function CouponsCard() {
  const { t } = useTranslation(['shopSetup', 'common']);
  const { account } = useAccount();
  const { money, date } = useStudioFormat();
  const remove = useToastedMutation();
  const [coupons] = useQuery(queries.coupons.list({ accountId: account.id }));
  const [editing, setEditing] = useState<{ coupon?: Coupon }>();
  const [deleting, setDeleting] = useState<Coupon>();
  const terms = (coupon: Coupon) =>
    [
      coupon.expiresAt ? t('coupons.until', { date: date(coupon.expiresAt) }) : '',
      coupon.limitPerClient ? t('coupons.limitShown', { count: coupon.limitPerClient }) : '',
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <ShopSectionCard
      testId="coupons"
      texts={{
        title: t('coupons.title'),
        description: t('coupons.description'),
        add: t('coupons.new'),
        empty: t('coupons.empty'),
      }}
      onAdd={() => setEditing({})}
      rows={coupons.map((coupon) => (
        <ShopRow
          key={coupon.id}
          name={coupon.code}
          details={
            <span className="flex flex-wrap items-center gap-2">
              {!coupon.active && <Badge variant="secondary">{t('coupons.inactive')}</Badge>}
              {terms(coupon)}
            </span>
          }
          aside={
            coupon.amountOff
              ? t('coupons.amountOff', { amount: money(coupon.amountOff) })
              : t('coupons.percentOff', { percent: (coupon.percentOffBp ?? 0) / 100 })
          }
          buttons={
            <EditDeleteButtons
              editLabel={t('coupons.edit', { code: coupon.code })}
              deleteLabel={t('coupons.remove', { code: coupon.code })}
              onEdit={() => setEditing({ coupon })}
              onDelete={() => setDeleting(coupon)}
            />
          }
        />
      ))}
    >
      <CouponFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        coupon={editing?.coupon}
      />
      <ConfirmDialog
        subject={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={(coupon) => t('coupons.deleteTitle', { code: coupon.code })}
        description={t('coupons.deleteDescription')}
        confirmLabel={t('common:actions.delete')}
        testId="delete-coupon-dialog"
        onConfirm={(coupon) =>
          remove(mutators.coupon.delete({ id: coupon.id }), t('coupons.removed', { code: coupon.code }))
        }
      />
    </ShopSectionCard>
  );
}
