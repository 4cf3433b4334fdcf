import { ImageUp, Trash2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { logoInputTypes, MAX_LOGO_BYTES, uploadedLogo } from '@core/domain/brand-files';
import { isErrorCode } from '@core/domain/errors';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { updateAccountSettings } from '../../lib/accounts';
import { ApiError } from '../../lib/api';
import { supabase } from '../../lib/supabase';

/** Why an upload never left the browser when no sign-in is kept to send (the API would answer 401). */
const MISSING_TOKEN = 'missing_token';

/**
 * Posts a logo or font form to the API (POST /api/upload/logo|font) with the auth session's
 * token and the selected studio, reporting the upload's progress from 0 to 1 (fetch cannot).
 * Rejects with an ApiError, as the JSON client does.
 */
export async function postBrandFile<S extends z.ZodType>(
  path: string,
  form: FormData,
  options: { accountId: string | undefined; schema: S; onProgress?: (fraction: number) => void },
): Promise<z.output<S>> {
  // As the API answers a request that names no studio.
  if (!options.accountId) throw new ApiError(400, 'account_missing', 'Missing account ID');
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new ApiError(401, MISSING_TOKEN, 'Missing access token');
  const accountId = options.accountId;
  const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('X-Account-ID', accountId);
    xhr.setRequestHeader('X-Channel', 'backoffice');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Network error'));
    xhr.ontimeout = () => reject(new ApiError(0, 'network', 'Network timeout'));
    xhr.send(form);
  });
  if (answer.status < 200 || answer.status >= 300) throw errorOf(answer.status, answer.body);
  const parsed = options.schema.safeParse(answer.body);
  if (!parsed.success) throw new ApiError(answer.status, 'invalid_response', parsed.error.message);
  return parsed.data;
}

function errorOf(status: number, body: unknown): ApiError {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return new ApiError(status, typeof code === 'string' ? code : 'unknown', `Upload failed with status ${status}`);
}

/**
 * A translated sentence for a failed logo or font upload: the limit of that kind of file when it
 * is too large, what the API's code says otherwise, and "Upload failed" when nothing says more.
 */
export function useBrandFileErrorMessage(): (error: unknown, kind: 'logo' | 'font') => string {
  const { t } = useTranslation('upload');
  const apiErrorMessage = useApiErrorMessage();
  return useCallback(
    (error, kind) => {
      if (!(error instanceof ApiError)) return t('brandFiles.errors.failed');
      if (error.code === 'file_too_large') {
        return kind === 'logo' ? t('brandFiles.errors.logoTooLarge') : t('brandFiles.errors.fontTooLarge');
      }
      if (error.code === 'account_missing') return t('brandFiles.errors.missingAccount');
      if (error.code === MISSING_TOKEN) return t('brandFiles.errors.missingToken');
      if (isErrorCode(error.code) || error.status === 0) return apiErrorMessage(error);
      return t('brandFiles.errors.failed');
    },
    [t, apiErrorMessage],
  );
}

type LogoUploadProps = {
  /** The logo's address as the settings hold it (`theme.logoUrl`), '' for none. */
  value: string;
  /**
   * Called with the new address once the API has stored the logo and set `theme.logoUrl` to it,
   * or with '' once the logo is removed: both are saved already, the form only follows.
   */
  onChange: (url: string) => void;
};

type Step = { step: 'idle' } | { step: 'uploading'; progress: number; preview: string } | { step: 'removing' };

/**
 * The studio's logo: a preview, a button that uploads a new one (the API re-encodes it and makes
 * it the site's logo at once) and one that removes it. Managers and owners, as every studio setting.
 */
export function LogoUpload({ value, onChange }: LogoUploadProps) {
  const { t } = useTranslation('upload');
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const blocked = useWriteBlock('api');
  const apiErrorMessage = useApiErrorMessage();
  const uploadErrorMessage = useBrandFileErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ step: 'idle' });
  const [error, setError] = useState<string>();
  const busy = step.step !== 'idle';

  const upload = async (file: File) => {
    setError(undefined);
    if (file.size > MAX_LOGO_BYTES) {
      setError(t('brandFiles.errors.logoTooLarge'));
      return;
    }
    const preview = URL.createObjectURL(file);
    setStep({ step: 'uploading', progress: 0, preview });
    try {
      const form = new FormData();
      form.append('logo', file);
      const { logo, settings } = await postBrandFile('/api/upload/logo', form, {
        accountId: account.id,
        schema: uploadedLogo,
        onProgress: (progress) =>
          setStep((current) => (current.step === 'uploading' ? { ...current, progress } : current)),
      });
      replaceAccount({ ...account, settings });
      onChange(logo.url);
      toast.success(t('brandFiles.logo.uploaded'));
    } catch (caught) {
      setError(uploadErrorMessage(caught, 'logo'));
    } finally {
      URL.revokeObjectURL(preview);
      setStep({ step: 'idle' });
    }
  };

  const remove = async () => {
    setError(undefined);
    setStep({ step: 'removing' });
    try {
      replaceAccount(await updateAccountSettings(api, account.id, { 'theme.logoUrl': null }));
      onChange('');
      toast.success(t('brandFiles.logo.removed'));
    } catch (caught) {
      setError(apiErrorMessage(caught));
    } finally {
      setStep({ step: 'idle' });
    }
  };

  const shown = step.step === 'uploading' ? step.preview : value;
  const disabled = busy || blocked !== undefined;

  return (
    <div className="grid gap-3" data-testid="logo-upload">
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-20 w-40 items-center justify-center overflow-hidden rounded-md border bg-muted/40 p-2">
          {shown ? (
            <img src={shown} alt={t('brandFiles.logo.preview')} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-xs text-muted-foreground">{t('brandFiles.logo.none')}</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Chosen through the button: a file input cannot be styled, and this one must not be tabbed to twice. */}
          <input
            ref={input}
            type="file"
            accept={logoInputTypes.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ''; // the same file may be chosen again after a failure
              if (file) void upload(file);
            }}
          />
          <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
            {step.step === 'uploading' ? <Spinner /> : <ImageUp aria-hidden="true" />}
            {t('brandFiles.logo.upload')}
          </Button>
          {value !== '' && (
            <Button variant="ghost" disabled={disabled} onClick={() => void remove()}>
              {step.step === 'removing' ? <Spinner /> : <Trash2 aria-hidden="true" />}
              {t('brandFiles.logo.remove')}
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{blocked ?? t('brandFiles.logo.hint')}</p>
      <UploadState progress={step.step === 'uploading' ? step.progress : undefined} error={error} />
    </div>
  );
}

/**
 * How a logo or font upload is going: its progress (0 to 1, then "Processing…" while the API
 * checks the file) and why it failed, if it did.
 */
export function UploadState({ progress, error }: { progress: number | undefined; error: string | undefined }) {
  const { t } = useTranslation('upload');
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <>
      {progress !== undefined && (
        <div className="grid gap-1">
          <Progress value={percent} aria-label={t('brandFiles.progress')} />
          <span role="status" className="text-xs text-muted-foreground">
            {percent < 100 ? t('brandFiles.uploading', { percent }) : t('brandFiles.processing')}
          </span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
