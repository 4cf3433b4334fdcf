import { Ban, FileDown, FilePen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@web/src/lib/toast';
import { z } from 'zod';
import { newId } from '@core/domain/ids';
import { Button } from '@web/src/components/ui/button';
import { Spinner } from '@web/src/components/ui/spinner';
import { useAccount } from '@web/src/hooks/use-account';
import { useApi } from '@web/src/hooks/use-api';
import { useApiErrorMessage } from '@web/src/hooks/use-api-error-message';
import { useWriteBlock } from '@web/src/hooks/use-write-block';
import { fetchApiFile } from '@web/src/lib/api-request';
import { saveFile } from '@web/src/lib/download-csv';
import type { Invoice } from './invoice-types';
import { ReasonDialog } from './reason-dialog';

/** The invoice's PDF, its correction and its cancellation. */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('documents');
  const { account } = useAccount();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const navigate = useNavigate();
  const offline = useWriteBlock('api');
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState<'cancel' | 'correct'>();
  const documentPath = `/api/accounts/${account.id}/invoices/${invoice.id}`;

  const downloadPdf = async () => {
    setDownloading(true);
    try {
      const { blob, name } = await fetchApiFile(`/api/invoices/${invoice.id}/pdf`, account.id);
      saveFile(name ?? `${invoice.numberText ?? invoice.id}.pdf`, blob);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const cancel = async (reason: string) => {
    await api.post(`${documentPath}/cancel`, { reason }, z.unknown());
    toast.success(t('invoice.cancel.done'));
  };

  const correct = async (reason: string) => {
    const id = newId();
    await api.post(`${documentPath}/correct`, { reason, id }, z.unknown());
    toast.success(t('invoice.correct.done'));
    void navigate(`/app/invoices/${id}/edit`);
  };

  return (
    <>
      <Button variant="outline" onClick={() => void downloadPdf()} disabled={downloading || offline !== undefined}>
        {downloading ? <Spinner /> : <FileDown aria-hidden="true" />}
        {t('invoice.pdf')}
      </Button>
      <Button variant="outline" onClick={() => setAsking('correct')}>
        <FilePen aria-hidden="true" />
        {t('invoice.correct.action')}
      </Button>
      {invoice.status === 'issued' && (
        <Button variant="outline" onClick={() => setAsking('cancel')}>
          <Ban aria-hidden="true" />
          {t('invoice.cancel.action')}
        </Button>
      )}
      <ReasonDialog
        open={asking === 'correct'}
        onClose={() => setAsking(undefined)}
        title={t('invoice.correct.title')}
        description={t('invoice.correct.description')}
        label={t('invoice.correct.reason')}
        submitLabel={t('invoice.correct.submit')}
        testId="correct-invoice"
        onSubmit={correct}
      />
      <ReasonDialog
        open={asking === 'cancel'}
        onClose={() => setAsking(undefined)}
        title={t('invoice.cancel.title')}
        description={t('invoice.cancel.description')}
        label={t('invoice.cancel.reason')}
        submitLabel={t('invoice.cancel.submit')}
        testId="cancel-invoice"
        onSubmit={cancel}
      />
    </>
  );
}
