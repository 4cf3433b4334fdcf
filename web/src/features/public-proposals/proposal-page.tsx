import { CircleCheck, ClipboardList, Clock, Download } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientProposal, ProposalDeposit, ProposalStep } from '@core/domain/client-proposal';
import { ContractSigning } from '../../components/public/contract-signing';
import { useDocumentFormat, type DocumentFormatter } from '../../components/public/document-format';
import { DocumentNotice, Lines, Totals } from '../../components/public/document-parts';
import { Alert, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useHydrated } from '../../hooks/use-hydrated';
import { acceptProposalQuote, payProposalDeposit, readProposal, signProposalContract } from './proposal-api';
import { ProposalStepper, type StepState } from './proposal-stepper';

type ProposalPageProps = {
  slug: string;
  token: string;
  /** The studio's home: `/p/{slug}`, or `/` on its own domain. */
  home: string;
  proposal: ClientProposal;
};

/** How often a payment being confirmed is read again, until the card processor's word lands. */
const CONFIRMING_POLL_MS = 4000;

const ORDER: readonly ProposalStep[] = ['quote', 'contract', 'deposit', 'done'];

/** The steps this proposal asks for, in order, each done, current or still to do. */
function stepsOf(proposal: ClientProposal): { step: ProposalStep; state: StepState }[] {
  const asked = ORDER.filter((step) => step === 'done' || proposal[step] !== null);
  const current = ORDER.indexOf(proposal.step);
  return asked.map((step) => {
    const at = ORDER.indexOf(step);
    return { step, state: at < current ? 'done' : at === current ? 'current' : 'upcoming' };
  });
}

/**
 * /p/{slug}/proposal/{token}: what a client takes in one sitting, in order: the quote to accept,
 * the contract to sign, the deposit to pay; then it is done. Drawn by the server
 * (web/src/drawn/client-proposal.tsx), then taken over by React; each step answers the proposal
 * as it stands after it, so the page moves on to the next.
 */
export function ProposalPage({ slug, token, home, proposal: first }: ProposalPageProps) {
  const { t } = useTranslation(['public', 'invoiceDocument']);
  const [proposal, setProposal] = useState(first);
  const format = useDocumentFormat(proposal.format);
  const steps = stepsOf(proposal);
  const stateOf = (step: ProposalStep) => steps.find((found) => found.step === step)?.state ?? 'upcoming';
  const base = `${home.replace(/\/$/, '')}/proposal/${encodeURIComponent(token)}`;
  const confirming = proposal.deposit?.confirming === true && !proposal.deposit.paid;

  // Back from the card page before the processor's word: read again until it lands.
  useEffect(() => {
    if (!confirming) return;
    const timer = setInterval(() => {
      readProposal(slug, token).then(setProposal, () => undefined);
    }, CONFIRMING_POLL_MS);
    return () => clearInterval(timer);
  }, [confirming, slug, token]);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-5 sm:py-14" data-testid="client-proposal">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">{t('proposal.pageTitle')}</p>
        <h1 className="site-heading">{t('proposal.heading')}</h1>
        {proposal.step !== 'done' && <p className="text-muted-foreground">{t('proposal.intro')}</p>}
        {proposal.expiresAt !== null && proposal.step !== 'done' && (
          <p className="font-medium" data-testid="proposal-hold">
            {t('proposal.heldUntil', { date: format.dateTime(proposal.expiresAt) })}
          </p>
        )}
      </header>
      <ProposalStepper steps={steps} />
      {proposal.quote && (
        <Step step="quote" state={stateOf('quote')}>
          <QuoteStep slug={slug} token={token} proposal={proposal} format={format} onChange={setProposal} />
        </Step>
      )}
      {proposal.contract && (
        <Step step="contract" state={stateOf('contract')}>
          {stateOf('contract') === 'upcoming' ? (
            <p className="text-muted-foreground">{t('proposal.acceptFirst')}</p>
          ) : (
            <ContractSigning
              contract={proposal.contract.contract}
              signatures={proposal.contract.signatures}
              onSign={async (body) => {
                const after = await signProposalContract(slug, token, body);
                setProposal(after);
                return { status: after.contract?.contract.status === 'completed' ? 'completed' : 'signed' };
              }}
              pdfHref={`${base}/contract`}
            />
          )}
        </Step>
      )}
      {proposal.deposit && (
        <Step step="deposit" state={stateOf('deposit')}>
          <DepositStep slug={slug} token={token} deposit={proposal.deposit} state={stateOf('deposit')} />
        </Step>
      )}
      {proposal.step === 'done' && <DoneStep proposal={proposal} base={base} />}
    </div>
  );
}

function Step({ step, state, children }: { step: ProposalStep; state: StepState; children: ReactNode }) {
  const { t } = useTranslation('public');
  return (
    <section
      className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground sm:p-6"
      aria-labelledby={`proposal-${step}-title`}
      data-testid={`proposal-step-${step}`}
      data-state={state}
    >
      <h2 id={`proposal-${step}-title`} className="flex items-center gap-2 text-lg font-semibold">
        {state === 'done' && <CircleCheck className="size-5 text-primary" aria-hidden="true" />}
        {t(`proposal.steps.${step}`)}
      </h2>
      {children}
    </section>
  );
}

type QuoteStepProps = {
  slug: string;
  token: string;
  proposal: ClientProposal;
  format: DocumentFormatter;
  onChange: (proposal: ClientProposal) => void;
};

/** The quote's lines, totals and plan; accepted here while it is the current step. */
function QuoteStep({ slug, token, proposal, format, onChange }: QuoteStepProps) {
  const { t } = useTranslation('public');
  const errorMessage = useApiErrorMessage();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const quote = proposal.quote!;
  const open = proposal.step === 'quote';

  const accept = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onChange(await acceptProposalQuote(slug, token));
    } catch (caught) {
      setError(errorMessage(caught));
    }
    setBusy(false);
  };

  return (
    <>
      {!open && <p data-testid="proposal-accepted">{t('proposal.accepted')}</p>}
      <Lines lines={quote.lines} format={format} />
      <Totals subtotal={quote.subtotal} taxes={quote.taxes} total={quote.total} format={format} />
      {open && quote.instalments.length > 1 && (
        <section className="grid gap-1 text-sm" data-testid="proposal-plan">
          <h3 className="font-semibold">{t('proposal.plan')}</h3>
          <ul className="grid gap-1">
            {quote.instalments.map((instalment, index) => (
              <li key={index} className="tabular-nums">
                {t('proposal.dueOn', { amount: format.money(instalment.amount), date: format.date(instalment.dueAt) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {error && (
        <Alert variant="destructive" role="alert" data-testid="proposal-error">
          <AlertTitle>{error}</AlertTitle>
        </Alert>
      )}
      {open && (
        <div className="grid gap-2 sm:justify-items-start">
          <Button size="lg" disabled={!hydrated || busy} onClick={() => void accept()} data-testid="proposal-accept">
            {busy && <Spinner />}
            {t('proposal.accept')}
          </Button>
          <p className="text-sm text-muted-foreground">{t('proposal.acceptHint')}</p>
        </div>
      )}
    </>
  );
}

type DepositStepProps = { slug: string; token: string; deposit: ProposalDeposit; state: StepState };

/** The deposit: paid by card on the studio's page (or as the studio says otherwise), then shown paid. */
function DepositStep({ slug, token, deposit, state }: DepositStepProps) {
  const { t } = useTranslation('public');
  const format = useDocumentFormat(deposit);
  const errorMessage = useApiErrorMessage();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const amount = format.money(deposit.amount);

  const pay = async () => {
    setBusy(true);
    setError(undefined);
    try {
      // The studio's card page; it brings the client back to this page once they have paid.
      window.location.assign(await payProposalDeposit(slug, token));
      return;
    } catch (caught) {
      setError(errorMessage(caught));
    }
    setBusy(false);
  };

  if (deposit.paid) return <p data-testid="proposal-paid">{t('proposal.paid', { amount })}</p>;
  if (state === 'upcoming')
    return (
      <p className="text-muted-foreground">
        {t('proposal.deposit', { amount })} · {t('proposal.signFirst')}
      </p>
    );
  if (deposit.confirming)
    return (
      <DocumentNotice
        icon={Clock}
        title={t('proposal.deposit', { amount })}
        description={t('proposal.confirming')}
        testId="proposal-confirming"
      />
    );
  return (
    <div className="grid gap-3">
      <p className="font-medium">{t('proposal.deposit', { amount })}</p>
      {error && (
        <Alert variant="destructive" role="alert" data-testid="proposal-error">
          <AlertTitle>{error}</AlertTitle>
        </Alert>
      )}
      {deposit.cardPayments ? (
        <div className="grid gap-2 sm:justify-items-start">
          <Button size="lg" disabled={!hydrated || busy} onClick={() => void pay()} data-testid="proposal-pay">
            {busy && <Spinner />}
            {t('proposal.pay', { amount })}
          </Button>
          <p className="text-sm text-muted-foreground">{t('proposal.payHint')}</p>
        </div>
      ) : (
        <div className="grid gap-1 text-sm" data-testid="proposal-instructions">
          <p>{t('proposal.payOtherwise')}</p>
          <p className="whitespace-pre-line">{deposit.paymentInstructions}</p>
        </div>
      )}
    </div>
  );
}

/** All done: the signed contract to keep, and the questionnaire if one came with it. */
function DoneStep({ proposal, base }: { proposal: ClientProposal; base: string }) {
  const { t } = useTranslation('public');
  return (
    <section
      className="grid gap-4"
      data-testid="proposal-step-done"
      data-state="current"
      aria-labelledby="proposal-done-title"
    >
      <Alert role="status" variant="success">
        <CircleCheck aria-hidden="true" />
        <AlertTitle id="proposal-done-title">{t('proposal.doneTitle')}</AlertTitle>
        <p className="col-start-2 text-sm">{t('proposal.doneDescription')}</p>
      </Alert>
      <div className="flex flex-wrap gap-3">
        {proposal.contract && (
          <Button variant="outline" asChild>
            <a href={`${base}/contract`} data-testid="proposal-contract-pdf">
              <Download aria-hidden="true" />
              {t('proposal.downloadContract')}
            </a>
          </Button>
        )}
        {proposal.questionnaire && !proposal.questionnaire.submitted && (
          <Button asChild>
            <a href={`${base}/questionnaire`} data-testid="proposal-questionnaire">
              <ClipboardList aria-hidden="true" />
              {t('proposal.answerQuestionnaire')}
            </a>
          </Button>
        )}
      </div>
      {proposal.questionnaire?.submitted && <p className="text-muted-foreground">{t('proposal.questionnaireSent')}</p>}
    </section>
  );
}
