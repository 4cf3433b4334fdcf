import { useTranslation } from 'react-i18next';
import type { PriceListItem } from './shop-types';

/** What an item is, in a line: "One photo · Full size, no watermark", "130 × 180 mm · Lustre · Oak frame". */
export function useItemDetails(): (item: PriceListItem) => string {
  const { t } = useTranslation('shopSetup');
  return (item) => {
    if (item.kind !== 'print') return [t(`kinds.${item.kind}`), item.size ? t(`sizes.${item.size}`) : ''].join(' · ');
    return [
      t('items.sizeMm', { width: item.widthMm, height: item.heightMm }),
      item.paper,
      item.frame && t('items.framed', { frame: item.frame }),
    ]
      .filter(Boolean)
      .join(' · ');
  };
}
