import { FileSearch } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckSealedPdfDialog } from '../../components/check-sealed-pdf-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/** Whether a PDF someone sends back is one the studio sealed, unchanged. */
export function SealedPdfCard() {
  const { t } = useTranslation('contracts');
  const [checking, setChecking] = useState(false);
  return (
    <Card data-testid="sealed-pdf-card">
      <CardHeader>
        <CardTitle>{t('check.title')}</CardTitle>
        <CardDescription>{t('check.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setChecking(true)}>
          <FileSearch aria-hidden="true" />
          {t('check.action')}
        </Button>
      </CardContent>
      <CheckSealedPdfDialog open={checking} onOpenChange={setChecking} />
    </Card>
  );
}
