import { useQuery } from '@rocicorp/zero/react';
import { FileCheck2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { entityId } from '@core/domain/ids';
import { readInvoicingSettings } from '@core/domain/invoicing-settings';
import { queries } from '@core/zero/queries';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useWriteBlock } from '../../hooks/use-write-block';
import { ApiError } from '../../lib/api';
import { issueInvoice } from './document-api';
import { DocumentFields } from './document-fields';
import { DocumentSavesContext, useDocumentSaves, useDocumentSavesState } from '../../hooks/use-document-saves';
import { SaveState } from '../../components/save-state';
import { DeleteDraftButton, DocumentHeader, DocumentLoading, DocumentMissing } from './document-screen';
import { DocumentTotals } from './document-totals';
import {
  INVOICING_SETTINGS_PATH,
  invoicePath,
  type DocumentLineRow,
  type InstalmentRow,
  type InvoiceRow,
  type WithCustomer,
} from './document-types';
import { LinesEditor } from './lines-editor';
import { InvoicePlan } from './payment-plan';
import { InvoiceStatusBadge } from '../../components/document-status-badges';

type Invoice = WithCustomer<InvoiceRow> & {
  readonly lines: readonly DocumentLineRow[];
  readonly instalments: readonly InstalmentRow[];
  readonly corrects?: InvoiceRow | undefined;
};

/** Issuing refusals that the studio's invoicing details put right, in Settings → Invoicing. */
const profileCodes = new Set(['tax_id_required']);

/** /app/invoices/:invoiceId/edit: a draft invoice's editor; an issued one opens on its own screen. */
export function InvoiceEditorPage() {
  const { invoiceId = '' } = useParams();
  const { account } = useAccount();
  const validId = entityId.safeParse(invoiceId).success;
  const [invoice, result] = useQuery(validId && queries.invoices.byId({ accountId: account.id, id: invoiceId }));
  const loading = useQueryPatience(invoice, result);
  if (validId && loading) return <DocumentLoading />;
  if (!validId || !invoice) return <DocumentMissing kind="invoice" />;
  if (invoice.status !== 'draft') return <Navigate to={invoicePath(invoice.id)} replace />;
  return <InvoiceEditor key={invoice.id} invoice={invoice} />;
}

function InvoiceEditor({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('documents');
  const { account } = useAccount();
  const saves = useDocumentSavesState();
  const offline = useWriteBlock('sync');
  const [settingsRow] = useQuery(queries.invoices.settings({ accountId: account.id }));
  const settings = readInvoicingSettings(settingsRow?.value);
  const [profileError, setProfileError] = useState<string>();
  const corrective = invoice.kind === 'corrective';
  const customer = invoice.customer?.name ?? invoice.customerName;
  return (
    <DocumentSavesContext value={saves}>
      <div className="grid gap-8" data-testid="invoice-editor">
        <DocumentHeader
          kind="invoice"
          title={t(corrective ? 'invoice.correctiveTitle' : 'invoice.title', { customer })}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <InvoiceStatusBadge status={invoice.status} />
              <span>{t('invoice.draftNote')}</span>
              <SaveState />
            </span>
          }
          actions={<DraftActions invoice={invoice} onProfileError={setProfileError} />}
        />
        {(profileError ?? (!settings.legalName || !settings.taxId)) && (
          <Alert variant={profileError ? 'destructive' : 'default'} role={profileError ? 'alert' : undefined}>
            <AlertDescription>
              <span>
                {profileError ?? t('invoice.profileIncomplete')}{' '}
                <Link to={INVOICING_SETTINGS_PATH} className="font-medium underline underline-offset-4">
                  {t('invoice.openInvoicingSettings')}
                </Link>
              </span>
            </AlertDescription>
          </Alert>
        )}
        <WritesOffNotice reason={offline} />
        {corrective && (
          <dl
            className="grid gap-x-8 gap-y-3 rounded-xl border bg-card p-4 text-sm sm:grid-cols-2"
            data-testid="corrects"
          >
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('invoice.corrects')}</dt>
              <dd>
                {invoice.corrects ? (
                  <Link to={invoicePath(invoice.corrects.id)} className="font-medium underline underline-offset-4">
                    {invoice.corrects.numberText ?? '—'}
                  </Link>
                ) : (
                  '—'
                )}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('invoice.correctionReason')}</dt>
              <dd className="whitespace-pre-line">{invoice.correctionReason || '—'}</dd>
            </div>
          </dl>
        )}
        <DocumentFields kind="invoice" document={invoice} />
        <LinesEditor
          kind="invoice"
          documentId={invoice.id}
          lines={invoice.lines}
          currency={invoice.currency}
          negative={corrective}
          defaultTaxRateBp={settings.defaultTaxRateBp}
        />
        <DocumentTotals document={invoice} lines={invoice.lines} />
        <InvoicePlan invoice={invoice} instalments={invoice.instalments} hasSession={invoice.sessionId != null} />
      </div>
    </DocumentSavesContext>
  );
}

type DraftActionsProps = {
  invoice: Invoice;
  /** Says a refusal the invoicing details put right, or clears it (undefined). */
  onProfileError: (message: string | undefined) => void;
};

/** Delete, and issue after saying it can no longer change, for a draft. */
function DraftActions({ invoice, onProfileError }: DraftActionsProps) {
  const { t } = useTranslation('documents');
  const api = useApi();
  const { account } = useAccount();
  const navigate = useNavigate();
  const errorMessage = useApiErrorMessage();
  const { settled } = useDocumentSaves();
  const [confirming, setConfirming] = useState(false);
  const email = invoice.customer?.email ?? invoice.customerEmail;

  const issue = async () => {
    await settled();
    onProfileError(undefined);
    try {
      const answer = await issueInvoice(api, account.id, invoice.id);
      const number = answer.invoice.numberText;
      toast.success(
        answer.mailed ? t('invoice.issuedMailed', { number, email }) : t('invoice.issuedNotMailed', { number }),
      );
      // The client's link is answered this once: the invoice's screen may show it.
      void navigate(invoicePath(invoice.id), { state: { linkPath: answer.linkPath } });
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && profileCodes.has(error.code)) {
        // Said on the page, beside the way to Settings → Invoicing.
        onProfileError(errorMessage(error));
        return undefined;
      }
      return errorMessage(error);
    }
  };

  return (
    <>
      <DeleteDraftButton kind="invoice" documentId={invoice.id} />
      <Button onClick={() => setConfirming(true)}>
        <FileCheck2 aria-hidden="true" />
        {t('invoice.issue')}
      </Button>
      <ConfirmDialog
        subject={confirming ? invoice : undefined}
        onOpenChange={setConfirming}
        title={() => t('invoice.issueTitle')}
        description={
          <>
            {t('invoice.issueDescription')} {email ? t('invoice.issueMail', { email }) : t('invoice.issueNoEmail')}
          </>
        }
        confirmLabel={t('invoice.issue')}
        onConfirm={issue}
        route="api"
        testId="issue-invoice-dialog"
      />
    </>
  );
}
