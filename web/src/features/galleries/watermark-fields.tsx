import { useId } from 'react';
import { useController, useFormState, useWatch, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { siteTheme } from '@core/domain/site-theme';
import { defaultWatermark, watermarkKinds, watermarkPositions, type WatermarkSettings } from '@core/domain/watermark';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { Switch } from '../../components/ui/switch';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import type { GalleryFormControl, GalleryFormInput } from './gallery-form-schema';

type WatermarkFieldsProps = {
  control: GalleryFormControl;
  register: UseFormRegister<GalleryFormInput>;
};

/**
 * The watermark drawn on the photos a gallery's clients see (functions/lib/gallery/watermark.ts): on or
 * off, the studio's name, a text or its logo, where, how opaque and how large, with a preview.
 * Saved with the gallery; the studio itself always sees its photos clean.
 */
export function WatermarkFields({ control, register }: WatermarkFieldsProps) {
  const { t } = useTranslation('galleries');
  const message = useValidationMessage();
  const switchId = useId();
  const { account } = useAccount();
  const logoUrl = siteTheme(useAccountSettings()).logoUrl;
  const { field: enabled } = useController({ control, name: 'watermark.enabled' });
  const { field: kind } = useController({ control, name: 'watermark.kind' });
  const { errors } = useFormState({ control, name: 'watermark' });
  const watermark = useWatch({ control, name: 'watermark' }) as WatermarkSettings;
  const whole = { returnObjects: true } as const;
  const kindLabels = t('watermark.kinds', whole);
  const positionLabels = t('watermark.positions', whole);

  return (
    <fieldset className="grid gap-3" data-testid="watermark-fields">
      <legend className="mb-1 text-sm font-medium">{t('watermark.title')}</legend>
      <div className="flex items-center gap-3">
        <Switch id={switchId} checked={enabled.value} onCheckedChange={enabled.onChange} />
        <Label htmlFor={switchId}>{t('watermark.enabled')}</Label>
      </div>
      <p className="text-xs text-muted-foreground">{t('watermark.hint')}</p>
      {enabled.value && (
        <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
          <div className="grid content-start gap-4">
            <RadioGroup
              value={kind.value}
              onValueChange={kind.onChange}
              aria-label={t('watermark.kind')}
              className="sm:grid-cols-2"
            >
              {watermarkKinds.map((value) => (
                <RadioCard
                  key={value}
                  value={value}
                  label={kindLabels[value]}
                  description={value === 'logo' && !logoUrl ? t('watermark.noLogo') : undefined}
                  disabled={value === 'logo' && !logoUrl && kind.value !== 'logo'}
                />
              ))}
            </RadioGroup>
            {kind.value === 'text' && (
              <Field
                label={t('watermark.text')}
                description={t('watermark.textHint')}
                error={message(errors.watermark?.text?.message)}
              >
                {(fieldProps) => (
                  <Input
                    {...fieldProps}
                    {...register('watermark.text')}
                    autoComplete="off"
                    maxLength={60}
                    placeholder={account.name}
                  />
                )}
              </Field>
            )}
            <Field label={t('watermark.position')}>
              {(fieldProps) => (
                <NativeSelect {...fieldProps} {...register('watermark.position')} className="sm:w-64">
                  {watermarkPositions.map((value) => (
                    <option key={value} value={value}>
                      {positionLabels[value]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <PercentSlider control={control} name="watermark.opacity" label={t('watermark.opacity')} />
              <PercentSlider
                control={control}
                name="watermark.size"
                label={t('watermark.size')}
                description={t('watermark.sizeHint')}
              />
            </div>
          </div>
          <WatermarkPreview watermark={watermark} text={watermark.text || account.name} logoUrl={logoUrl} />
        </div>
      )}
    </fieldset>
  );
}

type PercentSliderProps = {
  control: GalleryFormControl;
  /** Opacity is kept as a fraction (0.05–1), size as a percentage (5–100): both shown as percentages. */
  name: 'watermark.opacity' | 'watermark.size';
  label: string;
  description?: string;
};

function PercentSlider({ control, name, label, description }: PercentSliderProps) {
  const { locale } = useStudioFormat();
  const { field } = useController({ control, name });
  const opacity = name === 'watermark.opacity';
  const scale = opacity ? 100 : 1;
  const percent = Math.round((field.value ?? (opacity ? defaultWatermark.opacity : defaultWatermark.size)) * scale);
  const shown = new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100);
  return (
    <Field label={label} description={description}>
      {(fieldProps) => (
        <div className="flex items-center gap-3">
          <input
            {...fieldProps}
            ref={field.ref}
            name={field.name}
            type="range"
            min={5}
            max={100}
            step={5}
            value={percent}
            aria-valuetext={shown}
            onChange={(event) => field.onChange(event.target.valueAsNumber / scale)}
            onBlur={field.onBlur}
            className="h-9 min-w-0 flex-1 accent-primary"
          />
          <output className="w-12 text-right text-sm tabular-nums" aria-hidden="true">
            {shown}
          </output>
        </div>
      )}
    </Field>
  );
}

const previewPlaces: Record<Exclude<WatermarkSettings['position'], 'tiled'>, string> = {
  center: 'top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2',
  'top-left': 'top-[3%] left-[2%]',
  'top-right': 'top-[3%] right-[2%]',
  'bottom-left': 'bottom-[3%] left-[2%]',
  'bottom-right': 'bottom-[3%] right-[2%]',
};

/** A photo-shaped sketch of the mark as the server draws it: near enough to choose by. */
function WatermarkPreview({
  watermark,
  text,
  logoUrl,
}: {
  watermark: WatermarkSettings;
  text: string;
  logoUrl: string;
}) {
  const { t } = useTranslation('galleries');
  const logo = watermark.kind === 'logo' && logoUrl !== '';
  // The text is drawn to fill its box, as the server fits it to the mark's width.
  const textWidth = Math.max(1, [...text].length) * 60;
  const mark = logo ? (
    <img src={logoUrl} alt="" className="block w-full" />
  ) : (
    <svg viewBox={`0 0 ${textWidth} 110`} className="block w-full overflow-visible" aria-hidden="true">
      <text
        x="0"
        y="90"
        fontSize="100"
        fontWeight="bold"
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
        fill="#fff"
        stroke="#000"
        strokeOpacity={0.6}
        strokeWidth={5}
        style={{ paintOrder: 'stroke' }}
      >
        {text}
      </text>
    </svg>
  );
  // As the server tiles: each mark with half its width beside it; within the margins otherwise.
  const columns = Math.max(1, Math.floor(100 / (watermark.size * 1.5)));
  return (
    <figure className="grid content-start gap-1.5">
      <div
        role="img"
        aria-label={t('watermark.preview')}
        className="relative aspect-[3/2] overflow-hidden rounded-md border bg-gradient-to-br from-amber-200 via-rose-300 to-sky-700"
      >
        {watermark.position === 'tiled' ? (
          <div
            className="absolute inset-0 grid content-evenly items-center justify-items-center"
            style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, opacity: watermark.opacity }}
          >
            {Array.from({ length: Math.min(100, columns * columns * (logo ? 1 : 2)) }, (_, i) => (
              <div key={i} style={{ width: `${watermark.size * columns}%` }}>
                {mark}
              </div>
            ))}
          </div>
        ) : (
          <div
            className={`absolute ${previewPlaces[watermark.position]}`}
            style={{ width: `${Math.min(watermark.size, 96)}%`, opacity: watermark.opacity }}
          >
            {mark}
          </div>
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground">{t('watermark.previewHint')}</figcaption>
    </figure>
  );
}
