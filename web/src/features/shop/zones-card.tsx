import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutators } from '@core/zero/client-mutators';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { useDocumentSaves } from '../../hooks/use-document-saves';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { ShopRow, ShopSectionCard } from './shop-section-card';
import type { PriceList, ShippingZone } from './shop-types';
import { ZoneFormDialog } from './zone-form-dialog';

/** Where a list's prints can be sent, and what sending costs, by zone. */
export function ZonesCard({ list }: { list: PriceList }) {
  const { t } = useTranslation(['shopSetup', 'common']);
  const { money } = useStudioFormat();
  const { save } = useDocumentSaves();
  const [editing, setEditing] = useState<{ zone?: ShippingZone }>();
  const [deleting, setDeleting] = useState<ShippingZone>();

  return (
    <ShopSectionCard
      testId="shipping-zones"
      texts={{
        title: t('zones.title'),
        description: t('zones.description'),
        add: t('zones.add'),
        empty: t('zones.empty'),
      }}
      onAdd={() => setEditing({})}
      rows={list.zones.map((zone) => (
        <ShopRow
          key={zone.id}
          name={zone.name}
          details={zone.countries.length > 0 ? zone.countries.join(', ') : t('zones.everywhereElse')}
          aside={money(zone.price)}
          buttons={
            <EditDeleteButtons
              editLabel={t('zones.edit', { name: zone.name })}
              deleteLabel={t('zones.remove', { name: zone.name })}
              onEdit={() => setEditing({ zone })}
              onDelete={() => setDeleting(zone)}
            />
          }
        />
      ))}
    >
      <ZoneFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        priceListId={list.id}
        zone={editing?.zone}
      />
      <ConfirmDialog
        subject={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={(zone) => t('zones.deleteTitle', { name: zone.name })}
        description={t('zones.deleteDescription')}
        confirmLabel={t('common:actions.delete')}
        testId="delete-shipping-zone-dialog"
        onConfirm={(zone) => save(mutators.priceList.deleteZone({ id: zone.id }))}
      />
    </ShopSectionCard>
  );
}
