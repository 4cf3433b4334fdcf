import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button';
import { FormDialog } from '../../components/form-dialog';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog';
import { saveTextFile } from '../../lib/download-csv';

type RecoveryCodesDialogProps = { codes: string[] | undefined; onClose: () => void };

/**
 * The ten recovery codes, shown this once (only their hashes are kept): copied or saved as a text
 * file, for the day the phone with the authenticator app is lost.
 */
export function RecoveryCodesDialog({ codes, onClose }: RecoveryCodesDialogProps) {
  const { t } = useTranslation('auth');
  const text = `${t('account.recoveryCodes.fileHeading')}\n\n${(codes ?? []).join('\n')}\n`;
  return (
    <FormDialog
      open={codes !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('account.recoveryCodes.title')}
      description={t('account.recoveryCodes.description')}
      testId="recovery-codes-dialog"
    >
      <ul className="grid grid-cols-2 gap-2 rounded-md bg-muted p-4 font-mono text-sm" data-testid="recovery-codes">
        {codes?.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <DialogFooter className="flex-wrap">
        <CopyButton
          value={text}
          copyLabel={t('account.recoveryCodes.copy')}
          copiedLabel={t('account.recoveryCodes.copied')}
        />
        <Button variant="outline" onClick={() => saveTextFile('recovery-codes.txt', text, 'text/plain')}>
          <Download aria-hidden="true" />
          {t('account.recoveryCodes.download')}
        </Button>
        <Button onClick={onClose}>{t('account.recoveryCodes.done')}</Button>
      </DialogFooter>
    </FormDialog>
  );
}
