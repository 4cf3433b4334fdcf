import { useId, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_REMINDER_DAYS,
  DEFAULT_SELECTION_REMINDER_DAYS,
  readGallerySettings,
  type GallerySettings,
} from '@core/domain/gallery';
import { galleryStatuses, galleryVisibilities, type GalleryStatus } from '@core/domain/gallery-options';
import { photoOrders } from '@core/domain/photo-order';
import { FormError } from '../../components/form-error';
import { DateField } from '../../components/date-field';
import { FormStringField } from '../../components/form-string-field';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { Spinner } from '../../components/ui/spinner';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import { useNow } from '../../hooks/use-now';
import { useSyncedForm } from '../../hooks/use-synced-form';
import { dayOf, endOfDay, hasPassed } from './expiry';
import type { Gallery } from './gallery-types';
import { ListEditor } from './list-editor';
import { DownloadFields } from './download-fields';
import { ReminderFields, SelectionReminderFields } from './reminder-fields';
import { fromListRows, toListRows } from './selection-lists-form';
import { WatermarkFields } from './watermark-fields';
import { galleryForm, type GalleryFormControl, type GalleryFormInput } from './gallery-form-schema';

type GalleryFormValues = {
  name: string;
  description: string;
  status: GalleryStatus;
  expiresAt: number;
  settings: GallerySettings;
};

type GalleryFormProps = {
  /** The gallery being edited; none for a new one (always created as a draft). */
  gallery?: Gallery;
  submitLabel: string;
  /** Resolves with an error message to show, or nothing when saved. */
  onSubmit: (values: GalleryFormValues) => Promise<string | undefined>;
  /** Extra buttons beside submit (e.g. Cancel). */
  secondaryAction?: ReactNode;
  testId: string;
};

function initialValues(gallery: Gallery | undefined, timeZone: string): GalleryFormInput {
  const settings = readGallerySettings(gallery?.settings);
  return {
    name: gallery?.name ?? '',
    description: gallery?.description ?? '',
    status: gallery?.status ?? 'draft',
    expires: (gallery?.expiresAt ?? 0) > 0,
    expiresOn: dayOf(gallery?.expiresAt ?? 0, timeZone),
    visibility: settings.visibility,
    downloads: settings.downloads,
    downloadSizes: settings.downloadSizes,
    downloadPin: settings.downloadPin ?? '',
    photoOrder: settings.photoOrder,
    selectionLists: toListRows(settings.selectionLists),
    watermark: settings.watermark,
    reminds: settings.expiryReminderDays !== null,
    reminderDays: settings.expiryReminderDays ?? DEFAULT_REMINDER_DAYS,
    selectionReminds: settings.selectionReminderDays !== null,
    selectionReminderDays: settings.selectionReminderDays ?? DEFAULT_SELECTION_REMINDER_DAYS,
  };
}

export function GalleryForm({ gallery, submitLabel, onSubmit, secondaryAction, testId }: GalleryFormProps) {
  const { t } = useTranslation('galleries');
  const message = useValidationMessage();
  const { timeZone } = useStudioFormat();
  const offline = useWriteBlock('sync');
  const [formError, setFormError] = useState<string>();
  const { form, showSaved } = useSyncedForm(galleryForm, initialValues(gallery, timeZone));
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const expires = useWatch({ control, name: 'expires' });
  const expiresOn = useWatch({ control, name: 'expiresOn' });
  const now = useNow();

  const submit = handleSubmit(
    async ({
      expires: hasExpiry,
      expiresOn,
      visibility,
      downloads,
      downloadSizes,
      downloadPin,
      photoOrder,
      selectionLists,
      watermark,
      reminds,
      reminderDays,
      selectionReminds,
      selectionReminderDays,
      ...values
    }) => {
      setFormError(undefined);
      const error = await onSubmit({
        ...values,
        expiresAt: hasExpiry ? (endOfDay(expiresOn, timeZone) ?? 0) : 0,
        settings: {
          visibility,
          downloads,
          downloadSizes,
          downloadPin: downloadPin === '' ? null : downloadPin,
          photoOrder,
          selectionLists: fromListRows(selectionLists),
          watermark,
          expiryReminderDays: reminds ? reminderDays : null,
          selectionReminderDays: selectionReminds ? selectionReminderDays : null,
        },
      });
      if (error) setFormError(error);
      else showSaved(getValues());
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6" data-testid={testId}>
      <Field label={t('fields.name')} error={message(errors.name?.message)}>
        {(control) => (
          <Input
            {...control}
            {...register('name')}
            autoComplete="off"
            placeholder={t('fields.namePlaceholder')}
            autoFocus={!gallery}
          />
        )}
      </Field>
      <Field
        label={t('fields.description')}
        error={message(errors.description?.message)}
        description={t('fields.descriptionHint')}
      >
        {(control) => <Textarea {...control} {...register('description')} rows={3} />}
      </Field>

      {gallery && <ChoiceFieldset control={control} name="status" className="sm:grid-cols-3" />}
      <ChoiceFieldset control={control} name="visibility" className="sm:grid-cols-2" />
      <ChoiceFieldset control={control} name="photoOrder" className="sm:grid-cols-2" />

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-3">
          <SwitchField control={control} name="expires" label={t('fields.expires')} />
          {expires ? (
            <>
              <Field label={t('fields.expiresOn')} error={message(errors.expiresOn?.message)}>
                {(fieldProps) => (
                  <FormStringField
                    as={DateField}
                    {...fieldProps}
                    control={control}
                    name="expiresOn"
                    className="w-fit"
                  />
                )}
              </Field>
              {hasPassed(expiresOn, timeZone, now) && (
                <p role="status" className="text-xs text-amber-700 dark:text-amber-400">
                  {t('fields.expiresOnPast')}
                </p>
              )}
            </>
          ) : (
            <p className="text-xs text-muted-foreground">{t('fields.neverExpiresHint')}</p>
          )}
          <ReminderFields control={control} />
          <SelectionReminderFields control={control} />
        </div>
        <div className="grid content-start gap-1.5">
          <SwitchField control={control} name="downloads" label={t('fields.downloads')} />
          <p className="text-xs text-muted-foreground">{t('fields.downloadsHint')}</p>
          <DownloadFields control={control} register={register} />
        </div>
      </div>

      <WatermarkFields control={control} register={register} />
      <ListEditor control={control} register={register} />

      <FormError error={formError} />
      <WritesOffNotice reason={offline} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" disabled={isSubmitting || (gallery !== undefined && !isDirty) || offline !== undefined}>
          {isSubmitting && <Spinner />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Each option of the form's choices with its label and the line that says what it means. */
function useChoiceOptions() {
  const { t } = useTranslation(['galleries', 'backoffice']);
  const whole = { returnObjects: true } as const;
  return {
    status: describedOptions(galleryStatuses, t('backoffice:galleryStatus', whole), t('statusHint', whole)),
    visibility: describedOptions(galleryVisibilities, t('visibility', whole), t('visibilityHint', whole)),
    photoOrder: describedOptions(photoOrders, t('photoOrder', whole), t('photoOrderHint', whole)),
  };
}

function describedOptions<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
  hints: Record<Value, string>,
) {
  return values.map((value) => ({ value, label: labels[value], description: hints[value] }));
}

type ChoiceFieldsetProps = {
  control: GalleryFormControl;
  name: 'status' | 'visibility' | 'photoOrder';
  className: string;
};

/** A choice among a few options, each with a line that says what it means. */
function ChoiceFieldset({ control, name, className }: ChoiceFieldsetProps) {
  const { t } = useTranslation('galleries');
  const options = useChoiceOptions()[name];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t(`fields.${name}`)}</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup value={field.value} onValueChange={field.onChange} className={className}>
            {options.map((option) => (
              <RadioCard
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.description}
              />
            ))}
          </RadioGroup>
        )}
      />
    </fieldset>
  );
}

function SwitchField({
  control,
  name,
  label,
}: {
  control: GalleryFormControl;
  name: 'expires' | 'downloads';
  label: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-3">
          <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />
          <Label htmlFor={id}>{label}</Label>
        </div>
      )}
    />
  );
}
