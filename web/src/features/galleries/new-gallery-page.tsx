import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { newId } from '@core/domain/ids';
import { mutators } from '@core/zero/client-mutators';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useAccount } from '../../hooks/use-account';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import { BackToGalleries } from './back-to-galleries';
import { GalleryForm } from './gallery-form';

/** Creates a draft gallery, then opens it so the photographer can upload straight away. */
export function NewGalleryPage() {
  const { t } = useTranslation(['galleries', 'common']);
  const { account } = useAccount();
  const save = useToastedMutation();
  const navigate = useNavigate();

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8">
      <div className="grid gap-3">
        <BackToGalleries />
        <PageHeader title={t('new.title')} description={t('new.description')} />
      </div>
      <Card>
        <CardContent>
          <GalleryForm
            testId="new-gallery-form"
            submitLabel={t('new.submit')}
            secondaryAction={
              <Button asChild variant="outline">
                <Link to="/app/galleries">{t('common:actions.cancel')}</Link>
              </Button>
            }
            onSubmit={async ({ name, description, expiresAt, settings }) => {
              const id = newId();
              const refused = await save(
                mutators.gallery.create({ id, accountId: account.id, name, description, expiresAt, settings }),
                t('toast.created', { name }),
              );
              if (!refused) await navigate(`/app/galleries/${id}`);
              return refused;
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
