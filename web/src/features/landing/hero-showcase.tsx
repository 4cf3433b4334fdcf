import { CalendarCheck, CreditCard, Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhotoMosaic } from '../../components/photo-mosaic';

/** A still of the product: a delivered gallery with the moments around it. Decorative text only. */
export function HeroShowcase() {
  const { t } = useTranslation('landing');
  return (
    <div className="relative mx-auto w-full max-w-xl" aria-hidden="true">
      <div className="overflow-hidden rounded-2xl border bg-card shadow-2xl shadow-black/10">
        <div className="flex items-center gap-1.5 border-b px-4 py-3">
          <span className="size-2.5 rounded-full bg-border" />
          <span className="size-2.5 rounded-full bg-border" />
          <span className="size-2.5 rounded-full bg-border" />
          <span className="ml-3 truncate text-xs text-muted-foreground">{t('showcase.url')}</span>
        </div>
        <div className="grid gap-4 p-5">
          <div>
            <p className="font-display text-2xl">{t('showcase.galleryName')}</p>
            <p className="text-xs text-muted-foreground">{t('showcase.galleryMeta')}</p>
          </div>
          <PhotoMosaic className="h-64" />
        </div>
      </div>
      <div className="absolute -bottom-6 -left-4 flex items-center gap-3 rounded-xl border bg-popover px-4 py-3 shadow-lg sm:-left-10">
        <span className="flex size-8 items-center justify-center rounded-lg bg-success/15 text-success">
          <CreditCard className="size-4" />
        </span>
        <div className="text-sm">
          <p className="font-medium">{t('showcase.payment')}</p>
          <p className="text-xs text-muted-foreground">{t('showcase.paymentMeta')}</p>
        </div>
      </div>
      <div className="absolute -top-5 -right-3 flex items-center gap-3 rounded-xl border bg-popover px-4 py-3 shadow-lg sm:-right-8">
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand/15 text-brand">
          <CalendarCheck className="size-4" />
        </span>
        <div className="text-sm">
          <p className="font-medium">{t('showcase.booking')}</p>
          <p className="text-xs text-muted-foreground">{t('showcase.bookingMeta')}</p>
        </div>
      </div>
      <div className="absolute right-6 -bottom-8 hidden items-center gap-2 rounded-full border bg-popover px-3 py-1.5 text-xs shadow-md sm:flex">
        <Images className="size-3.5 text-muted-foreground" />
        {t('showcase.favorites')}
      </div>
    </div>
  );
}
