import { useQuery } from '@rocicorp/zero/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { DocumentLanguage } from '@core/domain/invoice';
import { queries } from '@core/zero/queries';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useStudioFormat } from '../../hooks/use-studio-format';

const previewAnswer = z.object({ subject: z.string(), text: z.string(), html: z.string() });
type Preview = z.output<typeof previewAnswer>;

/** How long typing may pause before the preview is drawn again. */
const SETTLE_MS = 400;
/** Enough clients to pick one from without a search: the preview only needs a real one. */
const CLIENT_CHOICES = 200;

type MailPreviewProps = { language: DocumentLanguage; subject: string; body: string };

/**
 * The version being written, as the server would send it to a real client of the studio (and
 * one of their sessions), drawn again as the text changes; nothing is saved or sent.
 */
export function MailPreview({ language, subject, body }: MailPreviewProps) {
  const { t } = useTranslation('mailTemplates');
  const { account } = useAccount();
  const api = useApi();
  const format = useStudioFormat();
  const [customerId, setCustomerId] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [customers] = useQuery(queries.customers.list({ accountId: account.id, limit: CLIENT_CHOICES }));
  const [sessions] = useQuery(customerId !== '' && queries.sessions.forCustomer({ accountId: account.id, customerId }));
  const [preview, setPreview] = useState<Preview>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const request = {
        subject,
        body,
        language,
        ...(customerId ? { customerId } : {}),
        ...(sessionId ? { sessionId } : {}),
      };
      api.post(`/api/accounts/${encodeURIComponent(account.id)}/mail-templates/preview`, request, previewAnswer).then(
        (answer) => current && (setPreview(answer), setFailed(false)),
        () => current && setFailed(true),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, account.id, subject, body, language, customerId, sessionId]);

  return (
    <Card data-testid="mail-preview">
      <CardHeader>
        <CardTitle>{t('preview.title')}</CardTitle>
        <CardDescription>{t('preview.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('preview.client')}>
            {(control) => (
              <NativeSelect
                {...control}
                value={customerId}
                onChange={(event) => {
                  setCustomerId(event.target.value);
                  setSessionId('');
                }}
                data-testid="preview-client"
              >
                <option value="">{t('preview.noClient')}</option>
                {customers.map((customer) => (
                  <option key={customer.id} value={customer.id}>
                    {customer.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={t('preview.session')}>
            {(control) => (
              <NativeSelect
                {...control}
                value={sessionId}
                disabled={customerId === ''}
                onChange={(event) => setSessionId(event.target.value)}
                data-testid="preview-session"
              >
                <option value="">{t('preview.noSession')}</option>
                {(sessions ?? []).map((session) => (
                  <option key={session.id} value={session.id}>
                    {`${format.date(session.date)} · ${session.type}`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
        {failed ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t('preview.failed')}
          </p>
        ) : preview ? (
          <div className="grid gap-2">
            <p className="text-sm">
              <span className="text-muted-foreground">{t('preview.subject')}: </span>
              <strong data-testid="preview-subject">{preview.subject}</strong>
            </p>
            {/* A mail is its own document, in its own colours: sandboxed, it runs nothing. */}
            <iframe
              title={t('preview.frame')}
              sandbox=""
              srcDoc={preview.html}
              className="h-[28rem] w-full rounded-md border bg-white"
              data-testid="preview-frame"
            />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground" role="status">
            {t('preview.loading')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
