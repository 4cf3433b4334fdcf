// Whether a PDF a client sent back is exactly one the studio sealed (a signed contract): the file
// goes to POST …/sealed-documents/check, which compares its SHA-256 with the registry's.
import { MAX_CHECKED_PDF_BYTES, type SealCheck } from '@core/domain/sealed-document';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAccount } from '../hooks/use-account';
import { useApi } from '../hooks/use-api';
import { useApiErrorMessage } from '../hooks/use-api-error-message';
import { useStudioFormat } from '../hooks/use-studio-format';
import { FormDialog, type DialogState } from './form-dialog';
import { HiddenFileInput } from './hidden-file-input';
import { Alert, AlertDescription } from './ui/alert';
import { Button } from './ui/button';

const sealCheck: z.ZodType<SealCheck> = z.union([
  z.object({
    sealed: z.literal(true),
    kind: z.literal('contract'),
    documentId: z.string(),
    sealedAt: z.number(),
    title: z.string(),
    version: z.number().nullable(),
  }),
  z.object({ sealed: z.literal(false) }),
]);

type Outcome = { kind: 'answer'; answer: SealCheck } | { kind: 'error'; message: string } | { kind: 'checking' };

export function CheckSealedPdfDialog(dialog: DialogState) {
  const { t } = useTranslation('contractDocument');
  const { account } = useAccount();
  const api = useApi();
  const format = useStudioFormat();
  const errorMessage = useApiErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function check(file: File) {
    if (file.size > MAX_CHECKED_PDF_BYTES) {
      setOutcome({ kind: 'error', message: t('checkTooLarge', { size: MAX_CHECKED_PDF_BYTES / 1024 / 1024 }) });
      return;
    }
    setOutcome({ kind: 'checking' });
    try {
      const pdf = new Blob([await file.arrayBuffer()], { type: 'application/pdf' });
      setOutcome({
        kind: 'answer',
        answer: await api.post(`/api/accounts/${account.id}/sealed-documents/check`, pdf, sealCheck),
      });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorMessage(error) });
    }
  }

  const answer = outcome?.kind === 'answer' ? outcome.answer : null;
  return (
    <FormDialog
      {...dialog}
      onOpenChange={(open) => {
        if (!open) setOutcome(null);
        dialog.onOpenChange(open);
      }}
      title={t('checkTitle')}
      description={t('checkDescription')}
      testId="check-sealed-pdf-dialog"
    >
      <HiddenFileInput ref={input} accept={['application/pdf']} onFile={(file) => void check(file)} />
      <Button variant="outline" disabled={outcome?.kind === 'checking'} onClick={() => input.current?.click()}>
        {outcome?.kind === 'checking' ? t('checkChecking') : t('checkChoose')}
      </Button>
      <div aria-live="polite">
        {answer && (
          <Alert variant={answer.sealed ? 'success' : 'destructive'} data-testid="seal-check-answer">
            <AlertDescription>
              {answer.sealed
                ? t('checkSealed', {
                    title: answer.title,
                    version: answer.version ?? '',
                    date: format.date(answer.sealedAt, 'dateTime'),
                  })
                : t('checkNotSealed')}
            </AlertDescription>
          </Alert>
        )}
        {outcome?.kind === 'error' && (
          <Alert variant="destructive">
            <AlertDescription>{outcome.message}</AlertDescription>
          </Alert>
        )}
      </div>
    </FormDialog>
  );
}
