import { useTranslation } from 'react-i18next';
import { mutators } from '@core/zero/client-mutators';
import { Card, CardContent } from '../../components/ui/card';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import { GalleryForm } from './gallery-form';
import { GallerySellingCard } from './gallery-selling-card';
import type { Gallery } from './gallery-types';

/** A gallery's Settings tab: its own settings, and what it sells for a studio that manages money. */
export function GallerySettingsTab({ gallery, managesMoney }: { gallery: Gallery; managesMoney: boolean }) {
  return (
    <>
      <GallerySettingsCard gallery={gallery} />
      {/* Starts again from the stored package when it changes (synced from elsewhere, or after a reload). */}
      {managesMoney && (
        <GallerySellingCard key={`${gallery.priceListId}:${gallery.includedPhotos}`} gallery={gallery} />
      )}
    </>
  );
}

function GallerySettingsCard({ gallery }: { gallery: Gallery }) {
  const { t } = useTranslation('galleries');
  const save = useToastedMutation();
  return (
    <Card className="max-w-3xl">
      <CardContent>
        <GalleryForm
          gallery={gallery}
          testId="gallery-settings-form"
          submitLabel={t('detail.save')}
          onSubmit={(values) => save(mutators.gallery.update({ id: gallery.id, ...values }), t('toast.saved'))}
        />
      </CardContent>
    </Card>
  );
}
