import { useQuery } from '@rocicorp/zero/react';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromDateTimeInput, toTimeInput } from '@core/domain/studio-time';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { DateField } from '../../components/date-field';
import { DurationSelect } from '../../components/duration-select';
import { FormSelect } from '../../components/form-select';
import { FormStringField } from '../../components/form-string-field';
import { LinkButton } from '../../components/link-button';
import { TimeField } from '../../components/time-field';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog } from '../../components/form-dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { useAccount } from '../../hooks/use-account';
import { useRowForm } from '../../hooks/use-row-form';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useCan } from '../../hooks/use-role';
import { LocationFormDialog } from './location-form-dialog';
import { SavedLocationFields } from './saved-location-fields';
import { SessionTypeFormDialog } from './session-type-form-dialog';
import type { SessionTypeDraft } from './session-type-form';
import type { Session } from './booking';
import { CustomerFormDialog } from './customer-form-dialog';
import { CustomerPicker } from './customer-picker';
import { MoneyInput } from '../../components/money-input';
import { priceText } from '../../lib/price-text';
import { SameDayBookings } from './same-day-bookings';
import { sessionFormSchema, sessionFormValues, type SessionFormInput, type SlotBooking } from './session-form';
import { SessionTypeInput } from './session-type-input';
import { namedOptions, Options } from '../../components/options';

/** Galleries offered for linking: the latest ones, as the photographer just made them. */
const GALLERY_CHOICES = 100;

type SessionFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session to edit; none to book a new one. */
  session?: Session | undefined;
  /** Books for this customer (from their page); otherwise the person picks one. */
  customerId?: string | undefined;
  /** Books on this day (any instant of it, on the studio's clock); otherwise tomorrow. */
  day?: number | undefined;
  /** Books this open time of a plan. */
  slot?: SlotBooking | undefined;
  /** Told the id of the session just booked or saved. */
  onSaved?: (sessionId: string) => void;
};

/**
 * A form the booking form opens beside it, started from what was typed there; `choose` puts
 * what it saves into the booking form.
 */
type SideForm = (
  | { kind: 'customer'; name: string }
  | { kind: 'location'; name: string }
  | { kind: 'sessionType'; draft: SessionTypeDraft }
) & { choose: (values: Partial<SessionFormInput>) => void };

export function SessionFormDialog({
  open,
  onOpenChange,
  session,
  customerId,
  day,
  slot,
  onSaved,
}: SessionFormDialogProps) {
  const { t } = useTranslation('sessions');
  const format = useStudioFormat();
  // A customer, location or session type created from the booking form: their forms are sibling
  // dialogs, not ones nested in this one's content (a nested dialog could end up below this
  // one's pointer blocking). What they save is chosen in the booking form.
  const [sideForm, setSideForm] = useState<SideForm>();
  const closeSideForm = (isOpen: boolean) => !isOpen && setSideForm(undefined);
  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={session ? t('form.editTitle') : t('form.newTitle')}
        description={t('form.description')}
        testId="session-dialog-form"
        className="max-w-xl"
      >
        <SessionForm
          session={session}
          customerId={customerId}
          day={day}
          slot={slot}
          onSideForm={setSideForm}
          onDone={(id) => {
            onOpenChange(false);
            onSaved?.(id);
          }}
        />
      </FormDialog>
      <CustomerFormDialog
        open={sideForm?.kind === 'customer'}
        onOpenChange={closeSideForm}
        initialName={sideForm?.kind === 'customer' ? sideForm.name : undefined}
        onSaved={(id) => sideForm?.choose({ customerId: id })}
        onChooseExisting={(id) => sideForm?.choose({ customerId: id })}
      />
      <LocationFormDialog
        open={sideForm?.kind === 'location'}
        onOpenChange={closeSideForm}
        initialName={sideForm?.kind === 'location' ? sideForm.name : undefined}
        onSaved={(id) => sideForm?.choose({ locationId: id })}
      />
      <SessionTypeFormDialog
        open={sideForm?.kind === 'sessionType'}
        onOpenChange={closeSideForm}
        draft={sideForm?.kind === 'sessionType' ? sideForm.draft : undefined}
        onSaved={(saved) =>
          sideForm?.choose({
            type: saved.name,
            price: priceText(saved.price, format),
            duration: String(saved.duration),
          })
        }
      />
    </>
  );
}

type SessionFormProps = {
  session: Session | undefined;
  customerId: string | undefined;
  day: number | undefined;
  slot: SlotBooking | undefined;
  onSideForm: (form: SideForm) => void;
  onDone: (sessionId: string) => void;
};

function SessionForm({ session, customerId, day, slot, onSideForm, onDone }: SessionFormProps) {
  const { t } = useTranslation(['sessions', 'common']);
  const { account } = useAccount();
  const { timeZone, currency, locale } = useStudioFormat();
  const now = useNow();
  const message = useValidationMessage();
  // New session types and locations are the studio's setup, which managers change.
  const canManage = useCan('manage');
  // Kept synced while the form is open: the mutator checks them in this browser first.
  const [galleries] = useQuery(queries.dashboard.recentGalleries({ accountId: account.id, limit: GALLERY_CHOICES }));

  const context = { timeZone, currency, locale };
  const schema = useMemo(() => sessionFormSchema({ timeZone, currency, locale }), [timeZone, currency, locale]);
  const { form, formError, onSubmit } = useRowForm({
    name: 'session',
    ns: 'sessions',
    row: session,
    schema,
    defaultValues: sessionFormValues(session, { ...context, customerId: customerId ?? '', now, day, slot }),
    mutators: mutators.session,
    onSaved: (_values, id) => onDone(id),
  });
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const [locationId, date, time, duration, type] = useWatch({
    control,
    name: ['locationId', 'date', 'time', 'duration', 'type'],
  });
  /** Sets what a side form saved (a new customer, location or session type) into this form. */
  const choose = (values: Partial<SessionFormInput>) => {
    for (const [field, value] of Object.entries(values) as [keyof SessionFormInput, string][]) {
      setValue(field, value, { shouldValidate: true });
    }
  };

  // A gallery linked earlier may be older than the latest ones offered: keep it in the list.
  const linkedGallery = session?.galleryId;
  const galleryOptions =
    linkedGallery && !galleries.some((g) => g.id === linkedGallery)
      ? [{ id: linkedGallery, name: t('form.currentGallery') }, ...galleries]
      : galleries;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="session-form">
      {!customerId && (
        <Field label={t('fields.customer')} error={message(errors.customerId?.message)}>
          {(fieldProps) => (
            <Controller
              control={control}
              name="customerId"
              render={({ field }) => (
                <CustomerPicker
                  {...fieldProps}
                  value={field.value}
                  onChange={field.onChange}
                  onCreate={(name) => onSideForm({ kind: 'customer', name, choose })}
                />
              )}
            />
          )}
        </Field>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <Field label={t('fields.date')} error={message(errors.date?.message)}>
          {(fieldProps) => <FormStringField as={DateField} {...fieldProps} control={control} name="date" />}
        </Field>
        <Field label={t('fields.time')} description={t('form.timeZone', { zone: timeZone })}>
          {(fieldProps) => <FormStringField as={TimeField} {...fieldProps} control={control} name="time" />}
        </Field>
        <Field label={t('fields.duration')} error={message(errors.duration?.message)}>
          {(fieldProps) => <DurationSelect {...fieldProps} control={control} name="duration" />}
        </Field>
      </div>
      <SameDayBookings
        day={fromDateTimeInput(date, '', timeZone)}
        start={fromDateTimeInput(date, time, timeZone)}
        duration={Number(duration)}
        type={type.trim()}
        sessionId={session?.id}
        onChooseStart={(start) => setValue('time', toTimeInput(start, timeZone), { shouldValidate: true })}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          label={t('fields.type')}
          error={message(errors.type?.message)}
          description={
            canManage && (
              <LinkButton
                onClick={() =>
                  onSideForm({
                    kind: 'sessionType',
                    draft: {
                      name: getValues('type').trim(),
                      price: getValues('price'),
                      duration: getValues('duration'),
                    },
                    choose,
                  })
                }
              >
                {t('form.addType')}
              </LinkButton>
            )
          }
        >
          {(fieldProps) => <SessionTypeInput {...fieldProps} form={form} placeholder={t('form.typePlaceholder')} />}
        </Field>
        <Field label={t('fields.price')} error={message(errors.price?.message)}>
          {(control) => <MoneyInput {...control} {...register('price')} placeholder="0" />}
        </Field>
      </div>
      <SavedLocationFields
        form={form}
        label={(key) => t(key)}
        error={message(errors.location?.message)}
        description={
          canManage && (
            <LinkButton
              onClick={() =>
                onSideForm({ kind: 'location', name: locationId ? '' : getValues('location').trim(), choose })
              }
            >
              {t('form.addLocation')}
            </LinkButton>
          )
        }
      />
      <Field label={t('fields.gallery')} description={t('form.galleryHint')}>
        {(fieldProps) => (
          <FormSelect {...fieldProps} control={control} name="galleryId">
            <Options none={t('form.noGallery')} options={namedOptions(galleryOptions)} />
          </FormSelect>
        )}
      </Field>
      <Field label={t('fields.notes')} error={message(errors.notes?.message)}>
        {(control) => <Textarea {...control} {...register('notes')} rows={3} />}
      </Field>
      <DialogFormFooter
        error={formError}
        pending={isSubmitting}
        submitLabel={session ? t('common:actions.save') : t('form.book')}
      />
    </form>
  );
}
