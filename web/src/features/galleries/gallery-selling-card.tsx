import { useQuery } from '@rocicorp/zero/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { includedPhotos as includedPhotosSchema } from '@core/domain/price-list';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { Options, namedOptions } from '../../components/options';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { FormError } from '../../components/form-error';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import type { Gallery } from './gallery-types';

/**
 * What the gallery sells (a price list of Settings → Shop, or none) and how many of the client's
 * Favourites its package includes (none: no limit). For managers: it is money.
 */
export function GallerySellingCard({ gallery }: { gallery: Gallery }) {
  const { t } = useTranslation('galleries');
  const { account } = useAccount();
  const { money } = useStudioFormat();
  const message = useValidationMessage();
  const save = useToastedMutation();
  const blocked = useWriteBlock('sync') !== undefined;
  const [lists] = useQuery(queries.priceLists.list({ accountId: account.id }));
  const [priceListId, setPriceListId] = useState(gallery.priceListId ?? '');
  const [included, setIncluded] = useState(gallery.includedPhotos ? String(gallery.includedPhotos) : '');
  const [fieldError, setFieldError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const chosen = lists.find((list) => list.id === priceListId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = includedPhotosSchema.nullable().safeParse(included.trim() === '' ? null : Number(included));
    setFieldError(parsed.success ? undefined : message(parsed.error.issues[0]?.message));
    if (!parsed.success) return;
    setPending(true);
    setRefusal(
      await save(
        mutators.gallery.update({ id: gallery.id, priceListId: priceListId || null, includedPhotos: parsed.data }),
        t('selling.saved'),
        { awaitServer: true },
      ),
    );
    setPending(false);
  };

  return (
    <Card className="max-w-3xl" data-testid="gallery-selling">
      <CardHeader>
        <CardTitle>{t('selling.title')}</CardTitle>
        <CardDescription>{t('selling.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field
              label={t('selling.priceList')}
              description={
                chosen &&
                (chosen.extraPhotoPrice === null || chosen.extraPhotoPrice === undefined
                  ? t('selling.extrasNotSold')
                  : t('selling.extrasSold', { price: money(chosen.extraPhotoPrice) }))
              }
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  value={priceListId}
                  onChange={(event) => setPriceListId(event.target.value)}
                  data-testid="gallery-price-list"
                >
                  <Options none={t('selling.noPriceList')} options={namedOptions(lists)} />
                </NativeSelect>
              )}
            </Field>
            <Field label={t('selling.included')} description={t('selling.includedHint')} error={fieldError}>
              {(control) => (
                <Input
                  {...control}
                  value={included}
                  onChange={(event) => setIncluded(event.target.value)}
                  inputMode="numeric"
                  autoComplete="off"
                  data-testid="gallery-included-photos"
                />
              )}
            </Field>
          </div>
          <FormError error={refusal} />
          <Button type="submit" className="w-fit" disabled={blocked || pending}>
            {t('selling.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
