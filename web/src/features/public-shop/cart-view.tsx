// The cart: its lines (how many of each print, or none of a line any more), a coupon, where prints
// go, who pays, and the totals, all as the server priced them. Paying opens the payment page of
// the studio's own account; the client comes back to the gallery (`?order=`). An order with
// nothing to pay is paid as it is confirmed, and shows at once.
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartQuote } from '@core/domain/gallery-sales';
import { imageUrl } from '@core/domain/images';
import type { ShopPhoto } from '../../components/public/gallery-shop';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { isLanguage } from '../../lib/languages';
import { AddressFields, checkAddress, emptyAddress, type AddressDraft } from './address-fields';
import { PrintDetails } from './offers';
import { checkoutCart, type CartAsk, type Shop, type ShopClient } from './shop-api';
import { useMoney, useShopErrorMessage } from './shop-text';
import type { Cart } from './use-cart';
import { useQuote } from './use-quote';

type CartViewProps = {
  shop: Shop;
  cart: Cart;
  shopClient: ShopClient;
  client: { name: string; email: string } | undefined;
  photos: readonly ShopPhoto[];
  imageAccess: string | undefined;
  onShop: () => void;
  /** An order paid as it was confirmed (nothing to pay): it shows in place of the cart. */
  onOrder: (orderId: string) => void;
};

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The smallest amount a card takes, as a `below_minimum_charge` refusal names it. */
const minimumOf = (details: unknown): number | undefined =>
  typeof details === 'object' && details !== null && 'minimum' in details && typeof details.minimum === 'number'
    ? details.minimum
    : undefined;

export function CartView(props: CartViewProps) {
  const { shop, cart, shopClient, client, photos, imageAccess, onShop, onOrder } = props;
  const { t, i18n } = useTranslation('shop');
  const errorMessage = useShopErrorMessage();
  const [couponText, setCouponText] = useState('');
  const [couponCode, setCouponCode] = useState('');
  const [address, setAddress] = useState<AddressDraft>(emptyAddress);
  const [buyer, setBuyer] = useState({ name: client?.name ?? '', email: client?.email ?? '' });
  const [tried, setTried] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string>();
  const hasPrints = cart.lines.some((line) => shop.items.find((item) => item.id === line.itemId)?.kind === 'print');
  const checked = checkAddress(address);
  const ask: CartAsk = {
    lines: cart.lines,
    couponCode,
    shippingAddress: hasPrints ? checked.address : undefined,
    language: isLanguage(i18n.language) ? i18n.language : 'en',
  };
  const priced = useQuote(shopClient, ask);
  const { quote } = priced;
  const money = useMoney(quote?.currency ?? 'EUR');
  const buyerKnown = client !== undefined && client.email !== '';
  const buyerValid = buyerKnown || (buyer.name.trim() !== '' && EMAIL.test(buyer.email.trim()));
  const extras = quote?.lines.filter((line) => line.kind === 'extra_photo') ?? [];
  const empty = cart.lines.length === 0 && extras.length === 0;

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(undefined);
    if ((hasPrints && !checked.address) || !buyerValid || priced.state !== 'priced') return;
    setPaying(true);
    try {
      const order = await checkoutCart(
        shopClient,
        ask,
        buyerKnown ? undefined : { name: buyer.name.trim(), email: buyer.email.trim() },
      );
      if (order.url === null) onOrder(order.orderId);
      else window.location.assign(order.url);
    } catch (error) {
      const minimum = error instanceof ApiError ? minimumOf(error.details) : undefined;
      setFailure(
        errorMessage(error instanceof ApiError ? error.code : 'unknown', minimum === undefined ? '' : money(minimum)),
      );
      setPaying(false);
    }
  };

  if (empty && priced.state !== 'pricing')
    return (
      <div className="grid justify-items-center gap-3 py-6 text-center" data-testid="cart-empty">
        <p className="font-medium">{t('cart.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('cart.emptyHint')}</p>
        <Button type="button" variant="outline" onClick={onShop}>
          {t('title.gallery')}
        </Button>
      </div>
    );

  return (
    <form className="grid gap-5" onSubmit={(event) => void pay(event)} noValidate data-testid="cart">
      <ul className="grid gap-2">
        {cart.lines.map((line, index) => {
          const item = shop.items.find(({ id }) => id === line.itemId);
          const photo = photos.find(({ id }) => id === line.photoId);
          const name = item?.name ?? '';
          return (
            <li
              key={`${line.itemId}-${line.photoId ?? ''}-${index}`}
              className="flex flex-wrap items-center gap-3 rounded-lg border p-2"
              data-testid="cart-line"
            >
              {photo && (
                <img
                  src={imageUrl(shopClient.galleryId, photo.filename, 'thumbnail', imageAccess)}
                  alt=""
                  className="size-14 rounded object-cover"
                />
              )}
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="truncate font-medium">{name}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {[photo?.filename, item?.kind === 'print' ? <PrintDetails key="print" item={item} /> : null]
                    .filter(Boolean)
                    .map((part, at) => (
                      <span key={at}>
                        {at > 0 && ' · '}
                        {part}
                      </span>
                    ))}
                  {line.crop && ` · ${t('cart.cropped')}`}
                </p>
              </div>
              {item?.kind === 'print' && (
                <div role="group" aria-label={t('cart.quantity')} className="flex items-center gap-1">
                  <Button
                    type="button"
                    size="icon-sm"
                    variant="outline"
                    aria-label={t('cart.decrease')}
                    disabled={line.quantity <= 1}
                    onClick={() => cart.setQuantity(index, line.quantity - 1)}
                  >
                    <Minus aria-hidden="true" />
                  </Button>
                  <span className="w-6 text-center tabular-nums" data-testid="cart-quantity">
                    {line.quantity}
                  </span>
                  <Button
                    type="button"
                    size="icon-sm"
                    variant="outline"
                    aria-label={t('cart.increase')}
                    onClick={() => cart.setQuantity(index, line.quantity + 1)}
                  >
                    <Plus aria-hidden="true" />
                  </Button>
                </div>
              )}
              <Button
                type="button"
                size="icon-sm"
                variant="ghost"
                aria-label={t('cart.remove', { item: name })}
                onClick={() => cart.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
        {extras.length > 0 && (
          <li className="flex items-center justify-between gap-3 rounded-lg border p-3" data-testid="cart-extras">
            <span className="font-medium">{t('cart.extras')}</span>
            <span className="tabular-nums">×{extras.reduce((sum, line) => sum + line.quantity, 0)}</span>
          </li>
        )}
      </ul>

      <CouponField
        text={couponText}
        onText={setCouponText}
        onApply={() => setCouponCode(couponText.trim())}
        onRemove={() => {
          setCouponCode('');
          setCouponText('');
        }}
        coupon={couponCode === '' ? null : (quote?.coupon ?? null)}
      />

      {hasPrints && (
        <div className="grid gap-2">
          <AddressFields value={address} onChange={setAddress} errors={tried ? checked.errors : undefined} />
          {checked.address && quote && !quote.shippable && priced.state === 'priced' && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t('address.notShipped')}
            </p>
          )}
        </div>
      )}

      {!buyerKnown && (
        <fieldset className="grid items-start gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{t('buyer.title')}</legend>
          <Field
            label={t('buyer.name')}
            error={tried && buyer.name.trim() === '' ? t('address.errors.required') : undefined}
          >
            {(control) => (
              <Input
                {...control}
                value={buyer.name}
                autoComplete="name"
                onChange={(event) => setBuyer({ ...buyer, name: event.target.value })}
              />
            )}
          </Field>
          <Field
            label={t('buyer.email')}
            description={t('buyer.emailHint')}
            error={tried && !EMAIL.test(buyer.email.trim()) ? t('buyer.emailInvalid') : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                value={buyer.email}
                autoComplete="email"
                onChange={(event) => setBuyer({ ...buyer, email: event.target.value })}
              />
            )}
          </Field>
        </fieldset>
      )}

      <Totals quote={quote} />
      {priced.state === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm font-medium text-destructive">
          {priced.code === 'network' || priced.code === 'internal' ? t('cart.unavailable') : errorMessage(priced.code)}
          <Button type="button" size="sm" variant="outline" onClick={priced.retry}>
            {t('cart.retry')}
          </Button>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <PayButton
        quote={quote}
        pricing={priced.state === 'pricing'}
        paying={paying}
        blocked={priced.state === 'failed' || (hasPrints && !!checked.address && quote?.shippable === false)}
      />
    </form>
  );
}

function PayButton({
  quote,
  pricing,
  paying,
  blocked,
}: {
  quote: CartQuote | undefined;
  pricing: boolean;
  paying: boolean;
  blocked: boolean;
}) {
  const { t } = useTranslation('shop');
  const money = useMoney(quote?.currency ?? 'EUR');
  const free = quote?.total === 0;
  return (
    <div className="grid gap-2">
      <Button type="submit" variant="brand" size="lg" disabled={!quote || pricing || paying || blocked}>
        {(pricing || paying) && <Spinner />}
        {paying
          ? t(free ? 'cart.confirming' : 'cart.paying')
          : !quote
            ? t('cart.pricing')
            : free
              ? t('cart.free')
              : t('cart.pay', { total: money(quote.total) })}
      </Button>
    </div>
  );
}

function Totals({ quote }: { quote: CartQuote | undefined }) {
  const { t } = useTranslation('shop');
  const money = useMoney(quote?.currency ?? 'EUR');
  if (!quote) return <p className="text-sm text-muted-foreground">{t('cart.pricing')}</p>;
  const rows: [string, number, string][] = [
    [t('cart.subtotal'), quote.subtotal, 'subtotal'],
    ...(quote.discount > 0 ? [[t('cart.discount'), -quote.discount, 'discount'] as [string, number, string]] : []),
    ...(quote.shipping > 0 ? [[t('cart.shipping'), quote.shipping, 'shipping'] as [string, number, string]] : []),
    [t('cart.tax'), quote.taxTotal, 'tax'],
  ];
  return (
    <dl className="grid gap-1 border-t pt-3 text-sm" data-testid="cart-totals">
      {rows.map(([label, amount, id]) => (
        <div key={id} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{money(amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 text-base font-semibold">
        <dt>{t('cart.total')}</dt>
        <dd className="tabular-nums" data-testid="cart-total">
          {money(quote.total)}
        </dd>
      </div>
    </dl>
  );
}

type CouponFieldProps = {
  text: string;
  onText: (text: string) => void;
  onApply: () => void;
  onRemove: () => void;
  /** The server's word on the coupon sent, if one was. */
  coupon: CartQuote['coupon'];
};

function CouponField({ text, onText, onApply, onRemove, coupon }: CouponFieldProps) {
  const { t } = useTranslation('shop');
  return (
    <div className="grid gap-2">
      <Field label={t('coupon.label')}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={text}
              autoCapitalize="characters"
              maxLength={40}
              onChange={(event) => onText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                onApply();
              }}
            />
            <Button type="button" variant="outline" onClick={onApply} disabled={text.trim() === ''}>
              {t('coupon.apply')}
            </Button>
          </div>
        )}
      </Field>
      {coupon && (
        <p
          role="status"
          className={coupon.applied ? 'text-sm text-success' : 'text-sm font-medium text-destructive'}
          data-testid="coupon-state"
        >
          {coupon.applied
            ? t('coupon.applied', { code: coupon.code })
            : t(`coupon.reasons.${coupon.reason ?? 'unknown'}`, { code: coupon.code })}{' '}
          <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={onRemove}>
            {t('coupon.remove')}
          </Button>
        </p>
      )}
    </div>
  );
}
