import { CalendarCheck, CreditCard, Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhotoMosaic } from '../../components/photo-mosaic';
import { cn } from '../../lib/utils';

// Cards floating over the gallery's corners: what else the studio got done meanwhile.
const notes = [
  { id: 'payment', icon: CreditCard, place: '-bottom-6 -left-4 sm:-left-10', tint: 'bg-success/15 text-success' },
  { id: 'booking', icon: CalendarCheck, place: '-top-5 -right-3 sm:-right-8', tint: 'bg-brand/15 text-brand' },
] as const;

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
      {notes.map(({ id, icon: Icon, place, tint }) => (
        <div
          key={id}
          className={cn('absolute flex items-center gap-3 rounded-xl border bg-popover px-4 py-3 shadow-lg', place)}
        >
          <span className={cn('flex size-8 items-center justify-center rounded-lg', tint)}>
            <Icon className="size-4" />
          </span>
          <div className="text-sm">
            <p className="font-medium">{t(`showcase.${id}`)}</p>
            <p className="text-xs text-muted-foreground">{t(`showcase.${id}Meta`)}</p>
          </div>
        </div>
      ))}
      <div className="absolute right-6 -bottom-8 hidden items-center gap-2 rounded-full border bg-popover px-3 py-1.5 text-xs shadow-md sm:flex">
        <Images className="size-3.5 text-muted-foreground" />
        {t('showcase.favorites')}
      </div>
    </div>
  );
}
