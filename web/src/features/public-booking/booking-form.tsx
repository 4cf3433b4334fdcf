import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { bookingContact, slotRefusals, type BookingContact, type BookingLanguage } from '@core/domain/public-booking';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, type FieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/api';
import { useClientTime } from './use-client-time';
import { bookSlot, nextFreeSlots, type Booked, type BookableType, type BookingSlot } from './booking-api';

type Field = keyof BookingContact;
const blank: BookingContact = { name: '', email: '', phone: '', note: '' };

type BookingFormProps = {
  slug: string;
  type: BookableType;
  slot: BookingSlot;
  lng: BookingLanguage;
  onBooked: (booking: Booked, email: string) => void;
  onChooseSlot: (slot: BookingSlot) => void;
  /** The slot was just taken: the page reloads what is still open. */
  onTaken: () => void;
};

/** Who books the chosen time, and the button that books it; a time just taken offers the next ones. */
export function BookingForm({ slug, type, slot, lng, onBooked, onChooseSlot, onTaken }: BookingFormProps) {
  const { t } = useTranslation(['public', 'validation', 'errors']);
  const [contact, setContact] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<{ message: string; next: BookingSlot[] }>();
  const [sending, setSending] = useState(false);
  const when = useClientTime();
  const section = useRef<HTMLElement>(null);
  const firstField = useRef<HTMLInputElement>(null);

  // A time just picked: the form comes into view, below the times (on a phone, a screen or more
  // below), ready for the name.
  useEffect(() => {
    firstField.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'nearest' });
  }, [slot.start]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = z.safeParse(bookingContact, contact);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    // The contract this booking is held under names the phone.
    if (type.confirm?.phone && !contact.phone.trim()) found.phone ??= 'required';
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(undefined);
    setSending(true);
    try {
      const booking = await bookSlot(slug, {
        ...parsed.data,
        sessionTypeId: type.id,
        start: slot.start,
        language: lng,
      });
      onBooked(booking, parsed.data.email);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown';
      // Whatever made the time no slot (taken, gone by, a day closed since), the next free ones are offered.
      const refused = (slotRefusals as readonly string[]).includes(code);
      const next = error instanceof ApiError && refused ? nextFreeSlots(error.details) : [];
      setFailure({ message: t(`errors:${code}`, { defaultValue: t('errors:unknown') }), next });
      if (refused) onTaken();
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, label: string, control: (props: FieldControlProps & { name: Field }) => ReactNode) => (
    <Field label={label} error={errors[name] && t(`validation:${errors[name]}` as 'validation:required')}>
      {(props) => control({ ...props, name })}
    </Field>
  );
  const change = (name: Field) => (event: { target: { value: string } }) =>
    setContact((current) => ({ ...current, [name]: event.target.value }));

  return (
    <section
      ref={section}
      aria-labelledby="booking-details"
      className="grid scroll-mt-20 scroll-mb-4 gap-4 rounded-xl border bg-card p-5"
      data-testid="booking-form"
    >
      <div className="grid gap-1">
        <h2 id="booking-details" className="text-lg font-semibold">
          {t('booking.details')}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="booking-summary">
          {[type.name, when(slot.start), slot.location].filter(Boolean).join(' · ')}
        </p>
      </div>
      {failure && (
        <Alert variant="destructive" data-testid="booking-failure">
          <AlertTitle>{failure.message}</AlertTitle>
          {failure.next.length > 0 && (
            <AlertDescription>
              <p>{t('booking.nextFree')}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {failure.next.map((next) => (
                  <Button
                    key={next.start}
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setFailure(undefined);
                      onChooseSlot(next);
                    }}
                  >
                    {when(next.start)}
                  </Button>
                ))}
              </div>
            </AlertDescription>
          )}
        </Alert>
      )}
      <form className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('name', t('booking.fields.name'), (props) => (
            <Input {...props} ref={firstField} value={contact.name} onChange={change('name')} autoComplete="name" />
          ))}
          {field('email', t('booking.fields.email'), (props) => (
            <Input {...props} type="email" value={contact.email} onChange={change('email')} autoComplete="email" />
          ))}
        </div>
        {field('phone', t(type.confirm?.phone ? 'booking.fields.phoneRequired' : 'booking.fields.phone'), (props) => (
          <Input {...props} type="tel" value={contact.phone} onChange={change('phone')} autoComplete="tel" />
        ))}
        {field('note', t('booking.fields.note'), (props) => (
          <Textarea {...props} value={contact.note} onChange={change('note')} rows={3} />
        ))}
        <Button type="submit" className="justify-self-start" disabled={sending}>
          {sending && <Spinner />}
          {t('booking.book')}
        </Button>
      </form>
    </section>
  );
}
