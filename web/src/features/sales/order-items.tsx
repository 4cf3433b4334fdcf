import type { Row } from '@rocicorp/zero';
import { useTranslation } from 'react-i18next';
import type { GalleryState } from '@core/domain/gallery-audience';
import type { PrintSpec } from '@core/domain/gallery-sales';
import type { schema } from '@core/zero/schema';
import { OrderPhoto } from '../../components/order-photo';
import { useDocumentMoney } from '../../hooks/use-document-money';
import { useStudioFormat } from '../../hooks/use-studio-format';

export type OrderItem = Row<typeof schema.tables.galleryOrderItems> & {
  readonly photo?: Row<typeof schema.tables.photos> | undefined;
};

type OrderItemsProps = {
  items: readonly OrderItem[];
  currency: string;
  /** The order's gallery, whose photos the items show; undefined once deleted. */
  gallery: (GalleryState & { readonly id: string }) | undefined;
};

/** What the client ordered, a line each: the photo (a print's crop outlined on it), what and how many, the price. */
export function OrderItems({ items, currency, gallery }: OrderItemsProps) {
  return (
    <ul className="divide-y rounded-xl border bg-card" data-testid="order-items">
      {items.map((item) => (
        <OrderItemLine key={item.id} item={item} currency={currency} gallery={gallery} />
      ))}
    </ul>
  );
}

function OrderItemLine({ item, currency, gallery }: { item: OrderItem } & Omit<OrderItemsProps, 'items'>) {
  const { t } = useTranslation('sales');
  const money = useDocumentMoney(currency);
  const photo = item.photo;
  return (
    <li className="flex gap-4 p-4" data-testid="order-item">
      {item.kind !== 'digital_gallery' && (
        <OrderPhoto
          className="w-28 shrink-0 sm:w-36"
          gallery={photo ? gallery : undefined}
          filename={photo?.filename ?? ''}
          crop={item.kind === 'print' ? item.crop : null}
          alt={t('order.photoAlt', { filename: item.filename })}
        />
      )}
      <div className="grid min-w-0 flex-1 content-start gap-1 text-sm">
        <p className="font-medium">
          {t(`order.kind.${item.kind}`)}
          {item.filename && <span className="ml-2 font-normal text-muted-foreground">{item.filename}</span>}
        </p>
        <p>{item.description}</p>
        {item.size && <p className="text-muted-foreground">{t(`order.size.${item.size}`)}</p>}
        {item.print && <PrintFacts print={item.print} />}
        {item.kind === 'print' && item.crop && <p className="text-xs text-muted-foreground">{t('order.cropHint')}</p>}
        {item.photoId === null && item.kind !== 'digital_gallery' && (
          <p className="text-xs text-muted-foreground">{t('order.photoDeleted')}</p>
        )}
        {item.quantity > 1 && <p>{t('order.quantity', { count: item.quantity })}</p>}
      </div>
      <p className="shrink-0 text-right text-sm font-medium tabular-nums">{money(item.net)}</p>
    </li>
  );
}

/** A print as the lab takes it: its size (in the reader's centimetres), paper and frame. */
function PrintFacts({ print }: { print: PrintSpec }) {
  const { t } = useTranslation('sales');
  const { locale } = useStudioFormat();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const centimetres = new Intl.NumberFormat(locale, { style: 'unit', unit: 'centimeter', maximumFractionDigits: 1 });
  return (
    <p className="text-muted-foreground" data-testid="order-print">
      {`${number.format(print.widthMm / 10)} × ${centimetres.format(print.heightMm / 10)}`}
      {print.paper && <span className="block">{t('order.paper', { paper: print.paper })}</span>}
      {print.frame && <span className="block">{t('order.frame', { frame: print.frame })}</span>}
    </p>
  );
}
