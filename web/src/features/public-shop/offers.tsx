// What the shop sells: for one photo, its downloads and its prints (a print's crop chosen first);
// for the whole gallery, its downloads. Each goes into the cart; the server prices the cart.
import { Check, Crop as CropIcon, ShoppingCart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '@core/domain/images';
import type { ShopPhoto } from '../../components/public/gallery-shop';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog';
import { centred, cropOf, orientationOf, printRatio } from './crop-geometry';
import { CropTool, type CropChoice } from './crop-tool';
import type { Shop, ShopItem } from './shop-api';
import { ShopSection } from './shop-section';
import { ShopPrice, usePriceText } from './shop-price';
import type { Cart } from './use-cart';

type OffersProps = {
  shop: Shop;
  cart: Cart;
  galleryId: string;
  imageAccess: string | undefined;
  onViewCart: () => void;
};

/** "13 × 18 cm · Lustre · Oak frame": what a print is, as a lab would read it. */
export function PrintDetails({ item }: { item: Pick<ShopItem, 'widthMm' | 'heightMm' | 'paper' | 'frame'> }) {
  const { t, i18n } = useTranslation('shop');
  const cm = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const size = t('offers.printSize', {
    width: cm.format((item.widthMm ?? 0) / 10),
    height: cm.format((item.heightMm ?? 0) / 10),
  });
  return <>{[size, item.paper, item.frame].filter(Boolean).join(' · ')}</>;
}

function Offer({ item, shop, children }: { item: ShopItem; shop: Shop; children: ReactNode }) {
  const { t } = useTranslation('shop');
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border p-3" data-testid="shop-offer">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium">{item.name}</p>
        <p className="text-sm text-muted-foreground">
          {item.kind === 'print' ? <PrintDetails item={item} /> : item.size && t(`offers.sizes.${item.size}`)}
        </p>
        <p className="text-sm">
          <ShopPrice price={item.price} currency={shop.currency} taxRateBp={shop.taxRateBp} />
        </p>
      </div>
      {children}
    </li>
  );
}

function AddButton({ added, onAdd, label }: { added: boolean; onAdd: () => void; label: string }) {
  const { t } = useTranslation('shop');
  if (added)
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <Check className="size-4 text-success" aria-hidden="true" />
        {t('offers.added')}
      </span>
    );
  return (
    <Button type="button" variant="outline" onClick={onAdd} aria-label={`${t('offers.add')}: ${label}`}>
      <ShoppingCart aria-hidden="true" />
      {t('offers.add')}
    </Button>
  );
}

/** Said once something went into the cart, with the way to it. */
function AddedNotice({ onViewCart }: { onViewCart: () => void }) {
  const { t } = useTranslation('shop');
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted p-3 text-sm">
      {t('offers.addedNotice')}
      <Button type="button" size="sm" variant="brand" onClick={onViewCart}>
        {t('offers.viewCart')}
      </Button>
    </div>
  );
}

/** The photo's downloads and prints. */
export function PhotoOffers({ photo, ...props }: OffersProps & { photo: ShopPhoto }) {
  const { t } = useTranslation('shop');
  const { shop, cart, galleryId, imageAccess, onViewCart } = props;
  const [cropping, setCropping] = useState<ShopItem>();
  const [added, setAdded] = useState(false);
  const digital = shop.items.filter((item) => item.kind === 'digital_photo');
  const prints = shop.items.filter((item) => item.kind === 'print');
  const src = imageUrl(galleryId, photo.filename, 'preview', imageAccess);

  if (cropping)
    return (
      <PrintCrop
        item={cropping}
        photo={photo}
        src={src}
        onBack={() => setCropping(undefined)}
        onAdd={(crop) => {
          cart.add({ itemId: cropping.id, photoId: photo.id, crop });
          setCropping(undefined);
          setAdded(true);
        }}
      />
    );
  const inCart = (item: ShopItem) => cart.lines.some((line) => line.itemId === item.id && line.photoId === photo.id);
  return (
    <div className="grid gap-4">
      <img src={src} alt="" className="mx-auto max-h-48 rounded-md object-contain" />
      {added && <AddedNotice onViewCart={onViewCart} />}
      {digital.length === 0 && prints.length === 0 && <p className="text-muted-foreground">{t('nothing')}</p>}
      {digital.length > 0 && (
        <ShopSection title={t('offers.digital')}>
          {digital.map((item) => (
            <Offer key={item.id} item={item} shop={shop}>
              <AddButton
                label={item.name}
                added={inCart(item)}
                onAdd={() => {
                  cart.add({ itemId: item.id, photoId: photo.id });
                  setAdded(true);
                }}
              />
            </Offer>
          ))}
        </ShopSection>
      )}
      {prints.length > 0 && (
        <ShopSection title={t('offers.prints')}>
          {prints.map((item) => (
            <Offer key={item.id} item={item} shop={shop}>
              <Button
                type="button"
                variant="outline"
                onClick={() => setCropping(item)}
                aria-label={`${t('offers.chooseCrop')}: ${item.name}`}
              >
                <CropIcon aria-hidden="true" />
                {t('offers.chooseCrop')}
              </Button>
            </Offer>
          ))}
        </ShopSection>
      )}
    </div>
  );
}

type PrintCropProps = {
  item: ShopItem;
  photo: ShopPhoto;
  src: string;
  onBack: () => void;
  onAdd: (crop: ReturnType<typeof cropOf>) => void;
};

function PrintCrop({ item, photo, src, onBack, onAdd }: PrintCropProps) {
  const { t } = useTranslation('shop');
  const print = { widthMm: item.widthMm ?? 1, heightMm: item.heightMm ?? 1 };
  const [choice, setChoice] = useState<CropChoice>({ orientation: orientationOf(photo), frame: centred });
  return (
    <div className="grid gap-4">
      <h3 className="text-sm font-semibold">{t('crop.title', { print: item.name })}</h3>
      <CropTool src={src} photo={photo} print={print} value={choice} onChange={setChoice} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack}>
          {t('crop.back')}
        </Button>
        <Button
          type="button"
          variant="brand"
          onClick={() => onAdd(cropOf(photo, printRatio(print, choice.orientation), choice.frame))}
        >
          {t('crop.add')}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** The gallery's own downloads, and how its package counts. */
export function GalleryOffers(props: OffersProps) {
  const { t } = useTranslation('shop');
  const { shop, cart, onViewCart } = props;
  const [added, setAdded] = useState(false);
  const whole = shop.items.filter((item) => item.kind === 'digital_gallery');
  const perPhoto = shop.items.some((item) => item.kind !== 'digital_gallery');
  return (
    <div className="grid gap-4">
      <PackageNote shop={shop} />
      {added && <AddedNotice onViewCart={onViewCart} />}
      {whole.length > 0 && (
        <ShopSection title={t('offers.gallery')}>
          {whole.map((item) => (
            <Offer key={item.id} item={item} shop={shop}>
              <AddButton
                label={item.name}
                added={cart.lines.some((line) => line.itemId === item.id)}
                onAdd={() => {
                  cart.add({ itemId: item.id });
                  setAdded(true);
                }}
              />
            </Offer>
          ))}
        </ShopSection>
      )}
      {perPhoto && <p className="text-sm text-muted-foreground">{t('offers.photoHint')}</p>}
      {whole.length === 0 && !perPhoto && shop.package.includedPhotos === null && (
        <p className="text-muted-foreground">{t('nothing')}</p>
      )}
    </div>
  );
}

function PackageNote({ shop }: { shop: Shop }) {
  const { t } = useTranslation('shop');
  const priceText = usePriceText(shop.currency, shop.taxRateBp);
  const { includedPhotos, extraPhotoPrice } = shop.package;
  if (includedPhotos === null) return null;
  return (
    <p className="rounded-lg bg-muted p-3 text-sm">
      {extraPhotoPrice === null
        ? t('package.cap', { count: includedPhotos })
        : t('package.extras', { count: includedPhotos, price: priceText(extraPhotoPrice) })}
    </p>
  );
}
