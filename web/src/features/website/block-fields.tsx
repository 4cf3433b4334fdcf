import { Plus, Trash2 } from 'lucide-react';
import { Controller, get, useController, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PageBlockType } from '@core/domain/site-page';
import { FormSelect } from '../../components/form-select';
import { Options } from '../../components/options';
import { SiteImageField } from '../../components/site-image-field';
import { Button } from '../../components/ui/button';
import { NumberField } from '../../components/number-field';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { MAX_TESTIMONIALS } from './block-types';
import type { BlockPath, PageFormControl } from './page-form';
import { usePageMessage } from './use-page-message';

/** A gallery a gallery block may show: one published and open to everyone. */
export type GalleryOption = { value: string; label: string };

type BlockFieldsProps = {
  control: PageFormControl;
  name: BlockPath;
  type: PageBlockType;
  galleries: readonly GalleryOption[];
};

/** The fields of one block, by its type. */
export function BlockFields(props: BlockFieldsProps) {
  switch (props.type) {
    case 'heading':
      return <HeadingFields {...props} />;
    case 'text':
      return <RichTextField {...props} />;
    case 'image':
      return <ImageFields {...props} />;
    case 'imageText':
      return <ImageTextFields {...props} />;
    case 'gallery':
      return <GalleryFields {...props} />;
    case 'contactForm':
      return <HeadingField {...props} />;
    case 'booking':
      return <HeadingField {...props} hint="bookingHint" />;
    case 'testimonials':
      return <TestimonialFields {...props} />;
    case 'reviews':
      return <HeadingField {...props} hint="reviewsHint" />;
    case 'button':
      return <ButtonFields {...props} />;
  }
}

/** The translated error of one of the block's fields, if it has one. */
function useBlockErrors(control: PageFormControl, name: BlockPath) {
  const message = usePageMessage();
  const { errors } = useFormState({ control, name });
  return (field: string) => message((get(errors, `${name}.${field}`) as { message?: string } | undefined)?.message);
}

function HeadingFields({ control, name }: BlockFieldsProps) {
  const { t } = useTranslation('website');
  const errorOf = useBlockErrors(control, name);
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
      <Field label={t('fields.headingText')} error={errorOf('text')}>
        {(props) => <Input {...props} {...control.register(`${name}.text`)} autoComplete="off" />}
      </Field>
      <Field label={t('fields.level')}>
        {(props) => (
          <Controller
            control={control}
            name={`${name}.level`}
            render={({ field }) => (
              <NativeSelect
                {...props}
                ref={field.ref}
                name={field.name}
                value={String(field.value)}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(Number(event.target.value) === 3 ? 3 : 2)}
              >
                <Options
                  options={[
                    { value: '2', label: t('fields.levels.2') },
                    { value: '3', label: t('fields.levels.3') },
                  ]}
                />
              </NativeSelect>
            )}
          />
        )}
      </Field>
    </div>
  );
}

function RichTextField({ control, name }: BlockFieldsProps) {
  const { t } = useTranslation('website');
  const errorOf = useBlockErrors(control, name);
  return (
    <Field label={t('fields.text')} description={t('fields.textHint')} error={errorOf('text')}>
      {(props) => <Textarea {...props} {...control.register(`${name}.text`)} rows={6} />}
    </Field>
  );
}

/** An image's address and its text alternative, shared by the image and image-and-text blocks. */
function ImageSourceFields({ control, name }: BlockFieldsProps) {
  const { t } = useTranslation('website');
  const errorOf = useBlockErrors(control, name);
  // A controlled input, so an uploaded or picked image's address replaces what was typed.
  const { field: src } = useController({ control, name: `${name}.src` });
  return (
    <>
      <SiteImageField
        label={t('fields.src')}
        description={t('fields.srcHint')}
        error={errorOf('src')}
        value={src.value}
        onChange={src.onChange}
      >
        {(props) => (
          <Input {...props} {...src} autoComplete="off" autoCapitalize="none" spellCheck={false} inputMode="url" />
        )}
      </SiteImageField>
      <Field label={t('fields.alt')} description={t('fields.altHint')} error={errorOf('alt')}>
        {(props) => <Input {...props} {...control.register(`${name}.alt`)} autoComplete="off" />}
      </Field>
    </>
  );
}

function ImageFields(props: BlockFieldsProps) {
  const { t } = useTranslation('website');
  const { control, name } = props;
  const errorOf = useBlockErrors(control, name);
  return (
    <>
      <ImageSourceFields {...props} />
      <Field label={t('fields.caption')} error={errorOf('caption')}>
        {(field) => <Input {...field} {...control.register(`${name}.caption`)} autoComplete="off" />}
      </Field>
    </>
  );
}

function ImageTextFields(props: BlockFieldsProps) {
  const { t } = useTranslation('website');
  const { control, name } = props;
  const errorOf = useBlockErrors(control, name);
  return (
    <>
      <ImageSourceFields {...props} />
      <Field label={t('fields.imageSide')}>
        {(field) => (
          <NativeSelect {...field} {...control.register(`${name}.imageSide`)}>
            <Options
              options={(['left', 'right'] as const).map((side) => ({ value: side, label: t(`fields.sides.${side}`) }))}
            />
          </NativeSelect>
        )}
      </Field>
      <Field label={t('fields.optionalHeading')} error={errorOf('heading')}>
        {(field) => <Input {...field} {...control.register(`${name}.heading`)} autoComplete="off" />}
      </Field>
      <RichTextField {...props} />
    </>
  );
}

function GalleryFields({ control, name, galleries }: BlockFieldsProps) {
  const { t } = useTranslation('website');
  const message = usePageMessage();
  const errorOf = useBlockErrors(control, name);
  const galleryId = useWatch({ control, name: `${name}.galleryId` });
  // A gallery unpublished since it was chosen stays listed, so the select does not quietly change it.
  const options =
    galleryId && !galleries.some(({ value }) => value === galleryId)
      ? [...galleries, { value: galleryId, label: galleryId }]
      : galleries;
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
      <Field
        label={t('fields.gallery')}
        description={galleries.length > 0 ? t('fields.galleryHint') : t('fields.noGalleries')}
        // An empty choice fails the id's rule; say what is missing rather than "not valid".
        error={galleryId ? errorOf('galleryId') : errorOf('galleryId') && message('required')}
      >
        {(field) => (
          <FormSelect {...field} control={control} name={`${name}.galleryId`}>
            <Options options={options} none={t('fields.galleryNone')} />
          </FormSelect>
        )}
      </Field>
      <NumberField
        label={t('fields.limit')}
        description={t('fields.limitHint')}
        error={errorOf('limit')}
        {...control.register(`${name}.limit`, { valueAsNumber: true })}
        min={1}
        max={60}
        step={1}
        className="sm:w-28"
      />
    </div>
  );
}

function HeadingField({ control, name, hint }: BlockFieldsProps & { hint?: 'bookingHint' | 'reviewsHint' }) {
  const { t } = useTranslation('website');
  const errorOf = useBlockErrors(control, name);
  return (
    <Field label={t('fields.optionalHeading')} description={hint && t(`fields.${hint}`)} error={errorOf('heading')}>
      {(field) => <Input {...field} {...control.register(`${name}.heading`)} autoComplete="off" />}
    </Field>
  );
}

function TestimonialFields({ control, name }: BlockFieldsProps) {
  const { t } = useTranslation('website');
  const errorOf = useBlockErrors(control, name);
  const items = useFieldArray({ control, name: `${name}.items` });
  return (
    <div className="grid gap-3">
      <ol className="grid gap-3">
        {items.fields.map((item, index) => (
          <li key={item.id} className="grid gap-3 rounded-md border border-dashed p-3" data-testid="testimonial-item">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium">{t('fields.testimonial', { position: index + 1 })}</p>
              {items.fields.length > 1 && (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="text-muted-foreground hover:text-destructive"
                  aria-label={t('fields.removeTestimonial', { position: index + 1 })}
                  onClick={() => items.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </div>
            <Field label={t('fields.quote')} error={errorOf(`items.${index}.quote`)}>
              {(field) => <Textarea {...field} {...control.register(`${name}.items.${index}.quote`)} rows={3} />}
            </Field>
            <Field label={t('fields.author')} error={errorOf(`items.${index}.author`)}>
              {(field) => (
                <Input {...field} {...control.register(`${name}.items.${index}.author`)} autoComplete="off" />
              )}
            </Field>
          </li>
        ))}
      </ol>
      {items.fields.length < MAX_TESTIMONIALS && (
        <Button variant="outline" size="sm" className="w-fit" onClick={() => items.append({ quote: '', author: '' })}>
          <Plus aria-hidden="true" />
          {t('fields.addTestimonial')}
        </Button>
      )}
    </div>
  );
}

function ButtonFields({ control, name }: BlockFieldsProps) {
  const { t } = useTranslation('website');
  const errorOf = useBlockErrors(control, name);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <Field label={t('fields.label')} error={errorOf('label')}>
          {(field) => <Input {...field} {...control.register(`${name}.label`)} autoComplete="off" />}
        </Field>
        <Field label={t('fields.style')}>
          {(field) => (
            <NativeSelect {...field} {...control.register(`${name}.style`)}>
              <Options
                options={(['primary', 'secondary'] as const).map((style) => ({
                  value: style,
                  label: t(`fields.styles.${style}`),
                }))}
              />
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field label={t('fields.href')} description={t('fields.hrefHint')} error={errorOf('href')}>
        {(field) => (
          <Input
            {...field}
            {...control.register(`${name}.href`)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
          />
        )}
      </Field>
    </>
  );
}
