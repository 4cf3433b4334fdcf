// The contact block of a studio's public site: a visitor's enquiry goes to the studio (POST
// /api/p/{slug}/enquiries), which sees them as a new lead in its back office. Public pages stay
// light: zod/mini and the shared form parts only. The server draws it too (functions/site-html/):
// its fields keep what a visitor types before the page's script has taken the form over (the
// form reads them when sent), and it cannot be sent until then. The API client, which reads the
// browser's address as it loads, comes only to send.
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { enquiryFields, type EnquiryFields } from '@core/domain/enquiry';
import { isLanguage } from '../../lib/languages';
import { Field, type FieldControlProps } from '../ui/field';
import { Input } from '../ui/input';
import { Textarea } from '../ui/textarea';

type FieldName = keyof EnquiryFields;
const fieldNames: readonly FieldName[] = ['name', 'email', 'phone', 'message'];
const sentAnswer = z.object({ sent: z.literal(true) });
const neverChanges = () => () => {};
/** The site's own look for the controls: its corner radius, on its own background. */
const siteControl = 'rounded-[var(--site-radius)] border-current/25 bg-transparent';

export function ContactForm({ slug, studioName }: { slug: string; studioName: string }) {
  const { t, i18n } = useTranslation(['public', 'validation', 'errors']);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const form = useRef<HTMLFormElement>(null);
  // False as the server draws it (and while the page takes it over), then true.
  const ready = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );

  // A refused field takes the focus, so a screen reader reads it with its error.
  useEffect(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), [errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget as HTMLFormElement);
    const text = (name: string) => String(data.get(name) ?? '');
    const parsed = z.safeParse(enquiryFields, Object.fromEntries(fieldNames.map((name) => [name, text(name)])));
    // Filled only by robots: people never see it (the server keeps nothing it comes with).
    const website = text('website');
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(undefined);
    setState('sending');
    const { ApiError, createApiClient } = await import('../../lib/api');
    try {
      const language = isLanguage(i18n.language) ? i18n.language : 'en';
      const path = `/api/p/${encodeURIComponent(slug)}/enquiries`;
      await createApiClient().post(path, { ...parsed.data, website, language }, sentAnswer);
      setState('sent');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown';
      setFailure(t(`errors:${code}`, { defaultValue: t('errors:unknown') }));
      setState('editing');
    }
  };

  const field = (name: FieldName, label: string, control: (props: FieldControlProps) => ReactNode) => (
    <Field label={label} error={errors[name] && t(`validation:${errors[name]}` as 'validation:required')}>
      {control}
    </Field>
  );
  /** A one-line field, labelled as the booking form labels it. */
  const line = (name: Exclude<FieldName, 'message'>, type: string, autoComplete: string) =>
    field(name, t(`booking.fields.${name}`), (props) => (
      <Input {...props} className={siteControl} name={name} type={type} autoComplete={autoComplete} />
    ));

  return (
    <div className="grid gap-4" data-testid="contact-form">
      <div role="status">
        {state === 'sent' && (
          <p data-testid="contact-form-sent">
            <strong>{t('enquiry.sentTitle')}</strong> {t('enquiry.sent', { studio: studioName })}
          </p>
        )}
      </div>
      {state !== 'sent' && (
        <form ref={form} className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
          {failure && (
            <p role="alert" className="font-medium" data-testid="contact-form-failure">
              {failure}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {line('name', 'text', 'name')}
            {line('email', 'email', 'email')}
          </div>
          {line('phone', 'tel', 'tel')}
          {field('message', t('enquiry.message'), (props) => (
            <Textarea {...props} className={siteControl} name="message" rows={5} />
          ))}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label>
              {t('enquiry.website')}
              <input name="website" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <p>
            <button type="submit" className="site-button" disabled={!ready || state === 'sending'}>
              {t(state === 'sending' ? 'enquiry.sending' : 'enquiry.send')}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
