import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemGroup } from '@core/domain/price-list';
import { mutators } from '@core/zero/client-mutators';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { IconButton } from '../../components/icon-button';
import { MoveRemoveButtons } from '../../components/move-remove-buttons';
import { useDocumentSaves } from '../../hooks/use-document-saves';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import { ItemFormDialog } from './item-form-dialog';
import { useItemDetails } from './item-details';
import { ShopRow, ShopSectionCard } from './shop-section-card';
import type { ItemGroup, PriceList, PriceListItem } from './shop-types';

const TEXTS = {
  digital: {
    title: 'items.digitalTitle',
    description: 'items.digitalDescription',
    empty: 'items.digitalEmpty',
    add: 'items.addDigital',
  },
  print: {
    title: 'items.printTitle',
    description: 'items.printDescription',
    empty: 'items.printEmpty',
    add: 'items.addPrint',
  },
} as const;

/** One group of a list's items (downloads, or prints): each with its price, moved, edited or deleted. */
export function ItemsCard({ list, group }: { list: PriceList; group: ItemGroup }) {
  const { t } = useTranslation(['shopSetup', 'common']);
  const { money } = useStudioFormat();
  const { save } = useDocumentSaves();
  const details = useItemDetails();
  const blocked = useWriteBlock('sync') !== undefined;
  const [editing, setEditing] = useState<{ item?: PriceListItem }>();
  const [deleting, setDeleting] = useState<PriceListItem>();
  const items = list.items.filter((item) => itemGroup(item.kind) === group);
  const texts = TEXTS[group];

  return (
    <ShopSectionCard
      testId={`price-items-${group}`}
      texts={{ title: t(texts.title), description: t(texts.description), add: t(texts.add), empty: t(texts.empty) }}
      onAdd={() => setEditing({})}
      rows={items.map((item, index) => (
        <ShopRow
          key={item.id}
          name={item.name}
          details={details(item)}
          aside={money(item.price)}
          buttons={
            <>
              <IconButton
                icon={Pencil}
                label={t('items.edit', { name: item.name })}
                disabled={blocked}
                onClick={() => setEditing({ item })}
              />
              <MoveRemoveButtons
                index={index}
                count={items.length}
                disabled={blocked}
                labels={{
                  up: t('items.moveUp', { name: item.name }),
                  down: t('items.moveDown', { name: item.name }),
                  remove: t('items.remove', { name: item.name }),
                }}
                onMove={(by) => void save(mutators.priceList.moveItem({ id: item.id, by }))}
                onRemove={() => setDeleting(item)}
              />
            </>
          }
        />
      ))}
    >
      <ItemFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        priceListId={list.id}
        group={group}
        item={editing?.item}
      />
      <ConfirmDialog
        subject={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={(item) => t('items.deleteTitle', { name: item.name })}
        description={t('items.deleteDescription')}
        confirmLabel={t('common:actions.delete')}
        testId="delete-price-item-dialog"
        onConfirm={(item) => save(mutators.priceList.deleteItem({ id: item.id }))}
      />
    </ShopSectionCard>
  );
}
