import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { bookingContact } from '@core/domain/public-booking';
import { FormDialog } from '../../components/form-dialog';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import type { VisitorOutcome, VisitorPurpose } from './use-selection';

/** A visitor's name and e-mail, by the rules a booking's contact follows. */
const visitorContact = z.object({ name: bookingContact.shape.name, email: bookingContact.shape.email });
type VisitorField = 'name' | 'email';

/** The problems the form shows, by the codes the schema gives them. */
const problems = ['required', 'email', 'tooLong'] as const;
type Problem = (typeof problems)[number];
const problemOf = (message: string): Problem =>
  (problems as readonly string[]).includes(message) ? (message as Problem) : 'required';

type SelectionVisitorDialogProps = {
  studio: string;
  /** What the visitor was doing: choosing a photo or downloading. */
  purpose: VisitorPurpose;
  onCancel: () => void;
  /** Sends the name and e-mail. */
  onSubmit: (name: string, email: string) => Promise<VisitorOutcome>;
};

/**
 * Asked of a public gallery's visitor before their first choice or download: who they are, so
 * the photographer knows whose selection or download it is. Their choices are kept on this device from then on.
 * Loaded when first asked, as most visitors never choose.
 */
export default function SelectionVisitorDialog({ studio, purpose, onCancel, onSubmit }: SelectionVisitorDialogProps) {
  const { t } = useTranslation('public');
  const texts = purpose === 'download' ? 'download.visitor' : 'selection.visitor';
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`, { studio })}
      testId="selection-visitor-dialog"
    >
      <VisitorForm onCancel={onCancel} onSubmit={onSubmit} />
    </FormDialog>
  );
}

function VisitorForm({ onCancel, onSubmit }: Pick<SelectionVisitorDialogProps, 'onCancel' | 'onSubmit'>) {
  const { t } = useTranslation('public');
  const [contact, setContact] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<VisitorField, Problem>>>({});
  const [failure, setFailure] = useState<string>();
  const [mailedTo, setMailedTo] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = z.safeParse(visitorContact, contact);
    if (!parsed.success) {
      const found: Partial<Record<VisitorField, Problem>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as VisitorField] ??= problemOf(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(undefined);
    setSending(true);
    const outcome = await onSubmit(parsed.data.name, parsed.data.email);
    setSending(false);
    if (outcome.kind === 'failed') setFailure(outcome.message);
    if (outcome.kind === 'mailed') setMailedTo(parsed.data.email);
  };

  // The e-mail is already a client's here: their choices open from the link just mailed to them.
  if (mailedTo !== undefined) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm" data-testid="selection-visitor-mailed">
          {t('selection.visitor.mailed', { email: mailedTo })}
        </p>
        <DialogFooter>
          <Button onClick={onCancel}>{t('selection.visitor.close')}</Button>
        </DialogFooter>
      </div>
    );
  }

  const change = (name: VisitorField) => (event: { target: { value: string } }) =>
    setContact((current) => ({ ...current, [name]: event.target.value }));
  const errorOf = (name: VisitorField) => {
    const problem = errors[name];
    return problem && t(`selection.visitor.errors.${problem}`);
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
      <Field label={t('selection.visitor.name')} error={errorOf('name')}>
        {(props) => (
          <Input {...props} value={contact.name} onChange={change('name')} autoComplete="name" maxLength={200} />
        )}
      </Field>
      <Field label={t('selection.visitor.email')} error={errorOf('email')}>
        {(props) => (
          <Input
            {...props}
            type="email"
            value={contact.email}
            onChange={change('email')}
            autoComplete="email"
            maxLength={320}
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('selection.visitor.cancel')}
        </Button>
        <Button type="submit" disabled={sending}>
          {sending && <Spinner />}
          {t('selection.visitor.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
