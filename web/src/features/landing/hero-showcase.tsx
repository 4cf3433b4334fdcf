import { CalendarCheck, CreditCard, Images, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhotoMosaic } from '../../components/photo-mosaic';
import { cn } from '../../lib/utils';

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
      <ShowcaseNote
        className="-bottom-6 -left-4 sm:-left-10"
        icon={CreditCard}
        iconClassName="bg-success/15 text-success"
        title={t('showcase.payment')}
        meta={t('showcase.paymentMeta')}
      />
      <ShowcaseNote
        className="-top-5 -right-3 sm:-right-8"
        icon={CalendarCheck}
        iconClassName="bg-brand/15 text-brand"
        title={t('showcase.booking')}
        meta={t('showcase.bookingMeta')}
      />
      <div className="absolute right-6 -bottom-8 hidden items-center gap-2 rounded-full border bg-popover px-3 py-1.5 text-xs shadow-md sm:flex">
        <Images className="size-3.5 text-muted-foreground" />
        {t('showcase.favorites')}
      </div>
    </div>
  );
}

type ShowcaseNoteProps = { className: string; icon: LucideIcon; iconClassName: string; title: string; meta: string };

/** A card floating over the gallery's corner: something else the studio got done meanwhile. */
function ShowcaseNote({ className, icon: Icon, iconClassName, title, meta }: ShowcaseNoteProps) {
  return (
    <div className={cn('absolute flex items-center gap-3 rounded-xl border bg-popover px-4 py-3 shadow-lg', className)}>
      <span className={cn('flex size-8 items-center justify-center rounded-lg', iconClassName)}>
        <Icon className="size-4" />
      </span>
      <div className="text-sm">
        <p className="font-medium">{title}</p>
        <p className="text-xs text-muted-foreground">{meta}</p>
      </div>
    </div>
  );
}
