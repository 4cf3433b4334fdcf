import { Info } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useWriteBlock } from '../../hooks/use-write-block';
import { cn } from '../../lib/utils';

type SettingsFormCardProps = {
  title: string;
  description: string;
  testId: string;
  /** What went wrong with the last save, already translated. */
  error: string | undefined;
  saving: boolean;
  /** Whether there is a change to save. */
  changed: boolean;
  /** Checks and saves the form; it keeps the browser from submitting it. */
  onSubmit: (event: FormEvent) => Promise<void>;
  /** Shown opposite the Save button. */
  footerStart?: ReactNode;
  /** Why this person may not change the setting, already translated: the form is then disabled. */
  lockedNote?: string | undefined;
  children: ReactNode;
};

/**
 * The card every studio setting is edited in: its fields, the save's error and a Save button,
 * all disabled, saying why, for a member whose role may not change this one.
 */
export function SettingsFormCard({
  title,
  description,
  testId,
  error,
  saving,
  changed,
  onSubmit,
  footerStart,
  lockedNote,
  children,
}: SettingsFormCardProps) {
  const { t } = useTranslation('common');
  const readOnly = lockedNote !== undefined;
  // Settings are saved through the API, which needs the network.
  const offline = useWriteBlock('api');
  return (
    <Card>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6" data-testid={testId}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {lockedNote && (
            <Alert role="status">
              <Info aria-hidden="true" />
              <AlertDescription>{lockedNote}</AlertDescription>
            </Alert>
          )}
          {/* min-w-0: a fieldset is at least as wide as its widest content by default, and a select is
              as wide as its longest option (a currency's name in Spanish), wider than a phone. */}
          <fieldset disabled={readOnly} className="grid min-w-0 gap-4">
            {children}
            <FormError error={error} />
          </fieldset>
        </CardContent>
        {/* Wraps: a button's label does not, and two in Spanish are wider than a phone. */}
        <CardFooter className={cn('flex-wrap', footerStart ? 'justify-between' : 'justify-end')}>
          {footerStart}
          {changed && <WritesOffNotice reason={offline} />}
          <Button type="submit" disabled={readOnly || saving || !changed || offline !== undefined}>
            {saving && <Spinner />}
            {t('actions.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
