import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { accessTokenLifetimes, accessTokenRequest, type ListedAccessToken } from '@core/domain/access-token';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyField } from '../../components/copy-field';
import { FormError } from '../../components/form-error';
import { LoadFailed } from '../../components/load-failed';
import { Options } from '../../components/options';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-tokens-api';
import { TableHead } from './table-head';
import { useAccountRead, type AccountRead } from './use-account-read';

/**
 * The caller's own personal access tokens for the studio, which the Lightroom plugin publishes
 * with: how to set the plugin up, a form that makes one (its secret shown this once), and the
 * list, each with its last use and expiry, revocable.
 */
export function AccessTokensCard() {
  const { t } = useTranslation('settings');
  const tokens = useAccountRead(listAccessTokens);
  const [made, setMade] = useState<string>();

  return (
    <Card data-testid="access-tokens-card">
      <CardHeader>
        <CardTitle>{t('accessTokens.title')}</CardTitle>
        <CardDescription>{t('accessTokens.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
          <li>{t('accessTokens.steps.install')}</li>
          <li>{t('accessTokens.steps.token')}</li>
          <li>{t('accessTokens.steps.publish')}</li>
        </ol>
        {made ? (
          <NewSecret secret={made} onDone={() => setMade(undefined)} />
        ) : (
          <TokenForm
            onMade={(secret) => {
              setMade(secret);
              if (tokens.state === 'ready') tokens.reload();
            }}
          />
        )}
        {tokens.state === 'loading' && <Skeleton className="h-16" />}
        {tokens.state === 'failed' && (
          <LoadFailed message={t('accessTokens.loadFailed')} error={tokens.error} onRetry={tokens.retry} />
        )}
        {tokens.state === 'ready' && <TokenList tokens={tokens} />}
      </CardContent>
    </Card>
  );
}

const tokenForm = z.object({
  name: accessTokenRequest.shape.name,
  days: z.coerce.number().pipe(accessTokenRequest.shape.days),
});

/** Names a new token and chooses how long it lasts. */
function TokenForm({ onMade }: { onMade: (secret: string) => void }) {
  const { t } = useTranslation('settings');
  const { account } = useAccount();
  const api = useApi();
  const message = useValidationMessage();
  const apiErrorMessage = useApiErrorMessage();
  const offline = useWriteBlock('api');
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof tokenForm>, unknown, z.output<typeof tokenForm>>({
    resolver: zodResolver(tokenForm),
    defaultValues: { name: 'Lightroom', days: 90 },
  });

  const submit = handleSubmit(async (request) => {
    setFailure(undefined);
    try {
      const { secret } = await createAccessToken(api, account.id, request);
      reset();
      onMade(secret);
    } catch (error) {
      setFailure(apiErrorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3" data-testid="access-token-form">
      <h3 className="text-sm font-semibold">{t('accessTokens.new')}</h3>
      <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field label={t('accessTokens.name')} error={message(errors.name?.message)}>
          {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
        </Field>
        <Field label={t('accessTokens.lifetime')}>
          {(field) => (
            <NativeSelect {...field} {...register('days')}>
              <Options
                options={accessTokenLifetimes.map((days) => ({
                  value: String(days),
                  label: t('accessTokens.days', { count: days }),
                }))}
              />
            </NativeSelect>
          )}
        </Field>
      </div>
      <WritesOffNotice reason={offline} />
      <FormError error={failure} />
      <Button type="submit" className="justify-self-start" disabled={isSubmitting || offline !== undefined}>
        {isSubmitting ? <Spinner /> : <Plus aria-hidden="true" />}
        {t('accessTokens.create')}
      </Button>
    </form>
  );
}

/** The new token in full, this once, to paste into the plugin. */
function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <div className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4" data-testid="access-token-secret">
      <p className="text-sm font-medium">{t('accessTokens.madeTitle')}</p>
      <CopyField
        value={secret}
        label={t('accessTokens.secretLabel')}
        copyLabel={t('accessTokens.copy')}
        copiedLabel={t('accessTokens.copied')}
        testId="access-token-secret-value"
      />
      <p className="text-sm text-muted-foreground">{t('accessTokens.shownOnce')}</p>
      <Button variant="outline" className="justify-self-start" onClick={onDone}>
        {t('accessTokens.done')}
      </Button>
    </div>
  );
}

function TokenList({ tokens }: { tokens: Extract<AccountRead<ListedAccessToken[]>, { state: 'ready' }> }) {
  const { t } = useTranslation('settings');
  const format = useStudioFormat();
  const now = useNow();
  const { account } = useAccount();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const [revoking, setRevoking] = useState<ListedAccessToken>();

  if (tokens.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="access-tokens-empty">
        {t('accessTokens.empty')}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto text-sm">
      <table className="w-full" data-testid="access-tokens">
        <caption className="sr-only">{t('accessTokens.title')}</caption>
        <TableHead
          columns={[
            { label: t('accessTokens.columns.name') },
            { label: t('accessTokens.columns.lastUsed') },
            { label: t('accessTokens.columns.expires') },
            { label: t('accessTokens.columns.actions') },
          ]}
        />
        <tbody>
          {tokens.data.map((token) => (
            <tr key={token.id} className="border-b last:border-0" data-testid="access-token">
              <td className="py-2 pr-4">
                <span className="flex items-center gap-2 font-medium">
                  <KeyRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  {token.name}
                </span>
              </td>
              <td className="py-2 pr-4 text-muted-foreground">
                {token.lastUsedAt === null ? t('accessTokens.neverUsed') : format.date(token.lastUsedAt, 'dateTime')}
              </td>
              <td className="py-2 pr-4">
                {token.expiresAt <= now ? (
                  <Badge variant="destructive">{t('accessTokens.expired')}</Badge>
                ) : (
                  format.date(token.expiresAt, 'date')
                )}
              </td>
              <td className="py-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('accessTokens.revokeFor', { name: token.name })}
                  onClick={() => setRevoking(token)}
                >
                  {t('accessTokens.revoke')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        subject={revoking}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title={(token) => t('accessTokens.revokeTitle', { name: token.name })}
        description={t('accessTokens.revokeDescription')}
        confirmLabel={t('accessTokens.revokeConfirm')}
        route="api"
        testId="revoke-access-token-dialog"
        onConfirm={async (token) => {
          try {
            await revokeAccessToken(api, account.id, token.id);
          } catch (error) {
            return apiErrorMessage(error);
          }
          tokens.reload();
          toast.success(t('accessTokens.revoked', { name: token.name }));
          return undefined;
        }}
      />
    </div>
  );
}
