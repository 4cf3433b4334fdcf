import { Ban, CopyPlus, FileDown, PenLine, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { mutators } from '@core/zero/client-mutators';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useDocumentSaves } from '../../hooks/use-document-saves';
import { useWriteBlock } from '../../hooks/use-write-block';
import { fetchApiFile } from '../../lib/api-request';
import { saveFile } from '../../lib/download-csv';
import { contractPdfPath, newContractVersion, sendContract, voidContract } from './contract-api';
import type { Contract } from './contract-page';
import { contractPath, customerPath } from './contract-paths';
import { CountersignDialog } from './countersign-dialog';

/** What the API may do to the contract, asked first where it cannot be undone. */
type Asking = 'send' | 'delete' | 'newVersion' | 'void';

type ContractActionsProps = {
  contract: Contract;
  /** Hears the client's link that sending answered. */
  onSent: (path: string) => void;
};

/** The contract's actions as its status allows them. */
export function ContractActions({ contract, onSent }: ContractActionsProps) {
  const { t } = useTranslation('contracts');
  const api = useApi();
  const { account } = useAccount();
  const navigate = useNavigate();
  const errorMessage = useApiErrorMessage();
  const { save, settled } = useDocumentSaves();
  const offline = useWriteBlock('api');
  const [asking, setAsking] = useState<Asking>();
  const [countersigning, setCountersigning] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const email = contract.customer?.email ?? '';
  const { status } = contract;

  const attempt = async (action: () => Promise<void>) => {
    try {
      await action();
      return undefined;
    } catch (error) {
      return errorMessage(error);
    }
  };

  const run: Record<Asking, () => Promise<string | undefined>> = {
    send: () =>
      attempt(async () => {
        // The API reads the saved draft: the last field typed goes too.
        await settled();
        const { path, mailed } = await sendContract(api, account.id, contract.id);
        onSent(path);
        if (mailed) toast.success(t('send.done', { email }));
        else toast.warning(t('send.notMailed'));
      }),
    delete: async () => {
      const failure = await save(mutators.contract.delete({ id: contract.id }));
      if (failure) return failure;
      toast.success(t('draft.deleted'));
      void navigate(customerPath(contract.customerId));
      return undefined;
    },
    newVersion: () =>
      attempt(async () => {
        const id = await newContractVersion(api, account.id, contract.id);
        toast.success(t('newVersion.done'));
        void navigate(contractPath(id));
      }),
    void: () =>
      attempt(async () => {
        await voidContract(api, account.id, contract.id);
        toast.success(t('withdraw.done'));
      }),
  };

  const downloadPdf = async () => {
    setDownloading(true);
    try {
      const { blob, name } = await fetchApiFile(contractPdfPath(account.id, contract.id), account.id);
      saveFile(name ?? `${contract.title || contract.id}.pdf`, blob);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const dialogs: Record<Asking, { title: string; description: string; confirm: string }> = {
    send: {
      title: t('send.title'),
      description: email ? t('send.description', { email }) : t('send.noEmail'),
      confirm: t('send.action'),
    },
    delete: { title: t('draft.deleteTitle'), description: t('draft.deleteDescription'), confirm: t('draft.delete') },
    newVersion: {
      title: t('newVersion.title'),
      description: t('newVersion.description'),
      confirm: t('newVersion.action'),
    },
    void: { title: t('withdraw.title'), description: t('withdraw.description'), confirm: t('withdraw.action') },
  };
  const shown = asking && dialogs[asking];

  return (
    <>
      {status === 'draft' && (
        <>
          <Button variant="outline" onClick={() => setAsking('delete')}>
            <Trash2 aria-hidden="true" />
            {t('draft.delete')}
          </Button>
          <Button onClick={() => setAsking('send')} data-testid="send-contract">
            <Send aria-hidden="true" />
            {t('send.action')}
          </Button>
        </>
      )}
      {status === 'signed' && (
        <Button onClick={() => setCountersigning(true)} data-testid="countersign">
          <PenLine aria-hidden="true" />
          {t('countersign.action')}
        </Button>
      )}
      {status !== 'draft' && (
        <Button variant="outline" onClick={() => void downloadPdf()} disabled={downloading || offline !== undefined}>
          {downloading ? <Spinner /> : <FileDown aria-hidden="true" />}
          {t('pdf')}
        </Button>
      )}
      {(status === 'sent' || status === 'signed' || status === 'completed') && (
        <Button variant="outline" onClick={() => setAsking('newVersion')}>
          <CopyPlus aria-hidden="true" />
          {t('newVersion.action')}
        </Button>
      )}
      {status === 'sent' && (
        <Button variant="outline" onClick={() => setAsking('void')}>
          <Ban aria-hidden="true" />
          {t('withdraw.action')}
        </Button>
      )}
      <ConfirmDialog
        subject={asking}
        onOpenChange={(open) => !open && setAsking(undefined)}
        title={(action) => dialogs[action].title}
        description={shown?.description}
        confirmLabel={shown?.confirm ?? ''}
        onConfirm={(action) => run[action]()}
        route={asking === 'delete' ? 'sync' : 'api'}
        testId="contract-confirm"
      />
      <CountersignDialog contractId={contract.id} open={countersigning} onOpenChange={setCountersigning} />
    </>
  );
}
