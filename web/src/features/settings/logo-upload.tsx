import { clsx } from 'clsx';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { logoInputTypes, MAX_LOGO_BYTES, uploadedLogo } from '@core/domain/brand-files';
import { HiddenFileInput } from '../../components/hidden-file-input';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { UploadState } from '../../components/upload-state';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useBrandFileErrorMessage } from '../../hooks/use-brand-file-error-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { updateAccountSettings } from '../../lib/accounts';
import { postBrandFile } from '../../lib/brand-file-upload';

type LogoUploadProps = {
  /** The logo's address as the settings hold it (`theme.logoUrl`, or `theme.logoDarkUrl`), '' for none. */
  value: string;
  /**
   * Called with the new address once the API has stored the logo and set its setting to it,
   * or with '' once the logo is removed: both are saved already, the form only follows.
   */
  onChange: (url: string) => void;
  /** The logo for dark backgrounds, which the public pages show when they are dark. */
  variant?: 'dark';
};

type Step = { step: 'idle' } | { step: 'uploading'; progress: number; preview: string } | { step: 'removing' };

/**
 * The studio's logo (or its variant for dark backgrounds): a preview, a button that uploads a new
 * one (the API re-encodes it and makes it the site's logo at once) and one that removes it.
 * Managers and owners, as every studio setting.
 */
export function LogoUpload({ value, onChange, variant }: LogoUploadProps) {
  const { t } = useTranslation('upload');
  const dark = variant === 'dark';
  const words = dark ? 'brandFiles.logoDark' : 'brandFiles.logo';
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
      const { logo, settings } = await postBrandFile(`/api/upload/logo${dark ? '?variant=dark' : ''}`, form, {
        accountId: account.id,
        schema: uploadedLogo,
        onProgress: (progress) =>
          setStep((current) => (current.step === 'uploading' ? { ...current, progress } : current)),
      });
      replaceAccount({ ...account, settings });
      onChange(logo.url);
      toast.success(t(`${words}.uploaded`));
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
      const setting = dark ? 'theme.logoDarkUrl' : 'theme.logoUrl';
      replaceAccount(await updateAccountSettings(api, account.id, { [setting]: null }));
      onChange('');
      toast.success(t(`${words}.removed`));
    } catch (caught) {
      setError(apiErrorMessage(caught));
    } finally {
      setStep({ step: 'idle' });
    }
  };

  const shown = step.step === 'uploading' ? step.preview : value;
  const disabled = busy || blocked !== undefined;

  return (
    <div className="grid gap-3" data-testid={dark ? 'logo-upload-dark' : 'logo-upload'}>
      <div className="flex flex-wrap items-center gap-4">
        {/* The variant for dark backgrounds is previewed on one, as the dark pages show it. */}
        <div
          className={clsx(
            'flex h-20 w-40 items-center justify-center overflow-hidden rounded-md border p-2',
            dark ? 'bg-neutral-900' : 'bg-muted/40',
          )}
        >
          {shown ? (
            <img src={shown} alt={t(`${words}.preview`)} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className={clsx('text-xs', dark ? 'text-neutral-300' : 'text-muted-foreground')}>
              {t(`${words}.none`)}
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <HiddenFileInput ref={input} accept={logoInputTypes} onFile={(file) => void upload(file)} />
          <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
            {step.step === 'uploading' ? <Spinner /> : <ImageUp aria-hidden="true" />}
            {t(`${words}.upload`)}
          </Button>
          {value !== '' && (
            <Button variant="ghost" disabled={disabled} onClick={() => void remove()}>
              {step.step === 'removing' ? <Spinner /> : <Trash2 aria-hidden="true" />}
              {t(`${words}.remove`)}
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{blocked ?? t(`${words}.hint`)}</p>
      <UploadState progress={step.step === 'uploading' ? step.progress : undefined} error={error} />
    </div>
  );
}
