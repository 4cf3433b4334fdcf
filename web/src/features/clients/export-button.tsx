import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../components/lazy-dialog';
import { Button } from '../../components/ui/button';
import type { ExportKind } from './export-dialog';

// The export's form, date pickers and CSV writer load when it first opens, with the payments'
// words its columns use.
const ExportDialog = lazyDialog(async () => (await import('./export-dialog')).ExportDialog, {
  namespaces: ['payments'],
});

/** Opens the CSV export of a period's payments or customers. */
export function ExportButton({ initialKind }: { initialKind?: ExportKind }) {
  const { t } = useTranslation('clients');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileDown aria-hidden="true" />
        {t('export.open')}
      </Button>
      <ExportDialog open={open} onOpenChange={setOpen} initialKind={initialKind} />
    </>
  );
}
