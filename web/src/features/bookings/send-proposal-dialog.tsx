import { useQuery } from '@rocicorp/zero/react';
import type { Row } from '@rocicorp/zero';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionTypeNamed } from '@core/domain/session-type-name';
import { queries } from '@core/zero/queries';
import type { schema } from '@core/zero/schema';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog, type DialogState } from '../../components/form-dialog';
import { namedOptions, Options } from '../../components/options';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { sendProposal } from './proposal-api';

type QuoteRow = Row<typeof schema.tables.quotes>;

type ProposedSession = { id: string; customerId: string; type: string };

type SendProposalDialogProps = DialogState & {
  session: ProposedSession;
  /** Told the new proposal's client link, which the server shows only once. */
  onSent: (linkPath: string) => void;
};

/** Sends a session's quote, a contract and a questionnaire to its client as one proposal. */
export function SendProposalDialog({ session, onSent, ...dialog }: SendProposalDialogProps) {
  const { t } = useTranslation('contracts');
  return (
    <FormDialog
      {...dialog}
      title={t('proposal.sendTitle')}
      description={t('proposal.sendDescription')}
      testId="send-proposal-dialog"
    >
      <SendProposalForm
        session={session}
        onSent={(linkPath) => {
          dialog.onOpenChange(false);
          onSent(linkPath);
        }}
      />
    </FormDialog>
  );
}

/** A quote the client can still accept: a draft the proposal sends, or one sent already. */
const proposable = (quote: QuoteRow) => quote.status === 'draft' || quote.status === 'sent';

function SendProposalForm({ session, onSent }: { session: ProposedSession; onSent: (linkPath: string) => void }) {
  const { t } = useTranslation(['contracts', 'documents']);
  const { account } = useAccount();
  const api = useApi();
  const errorMessage = useApiErrorMessage();
  const format = useStudioFormat();
  const accountId = account.id;
  const [quotes] = useQuery(queries.quotes.bySession({ accountId, sessionId: session.id }));
  const [templates] = useQuery(queries.contracts.templates({ accountId }));
  const [questionnaires] = useQuery(queries.questionnaires.list({ accountId }));
  const [types] = useQuery(queries.sessionTypes.list({ accountId }));
  const type = sessionTypeNamed(types, session.type);
  const open = quotes.filter(proposable);
  // Until the photographer picks, each choice follows what has synced: the latest quote, the type's own.
  const [picked, setPicked] = useState<{ quote?: string; template?: string; questionnaire?: string }>({});
  const quoteId = picked.quote ?? open.at(-1)?.id ?? '';
  const templateId = picked.template ?? type?.contractTemplateId ?? '';
  const questionnaireId = picked.questionnaire ?? type?.questionnaireId ?? '';
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const sent = await sendProposal(api, accountId, {
        sessionId: session.id,
        quoteId,
        ...(templateId ? { contractTemplateId: templateId } : {}),
        ...(questionnaireId ? { questionnaireId } : {}),
      });
      onSent(sent.linkPath);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  const quoteLabel = (quote: QuoteRow) =>
    [
      quote.title || t('proposal.untitledQuote'),
      format.money(quote.total),
      t(`documents:quoteStatus.${quote.status}`),
    ].join(' · ');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      <Field label={t('proposal.quote')}>
        {(field) => (
          <NativeSelect
            {...field}
            value={quoteId}
            disabled={open.length === 0}
            onChange={(event) => setPicked({ ...picked, quote: event.target.value })}
          >
            <Options options={open.map((quote) => ({ value: quote.id, label: quoteLabel(quote) }))} />
          </NativeSelect>
        )}
      </Field>
      {open.length === 0 && (
        <p className="text-sm text-muted-foreground" data-testid="proposal-no-quote">
          {t('proposal.noQuote')}
        </p>
      )}
      <Field label={t('proposal.contract')}>
        {(field) => (
          <NativeSelect
            {...field}
            value={templateId}
            onChange={(event) => setPicked({ ...picked, template: event.target.value })}
          >
            <Options options={namedOptions(templates)} none={t('proposal.noContract')} />
          </NativeSelect>
        )}
      </Field>
      <Field label={t('proposal.questionnaire')}>
        {(field) => (
          <NativeSelect
            {...field}
            value={questionnaireId}
            onChange={(event) => setPicked({ ...picked, questionnaire: event.target.value })}
          >
            <Options
              options={questionnaires.map(({ id, title }) => ({ value: id, label: title }))}
              none={t('proposal.noQuestionnaire')}
            />
          </NativeSelect>
        )}
      </Field>
      <DialogFormFooter
        error={error}
        pending={pending}
        submitLabel={t('proposal.send')}
        disabled={!quoteId}
        route="api"
      />
    </form>
  );
}
