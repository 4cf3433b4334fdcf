import { Check, Copy, ExternalLink, Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlugMissingText } from './slug-missing-text';
import { readGallerySettings } from '@core/domain/gallery';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { publicGalleryPath } from '../../lib/gallery-links';
import type { Gallery, GalleryInvite, Photo } from './gallery-types';
import { InviteForm } from './invite-form';
import { InviteList } from './invite-list';
import { SelectionsCard } from './selections-card';

type GallerySharingProps = {
  /** The gallery with its photos, which the clients' selections name. */
  gallery: Gallery & { readonly photos: readonly Photo[] };
  invites: readonly GalleryInvite[];
};

/** The gallery's address for clients, the personal invites sent for it, and what clients chose. */
export function GallerySharing({ gallery, invites }: GallerySharingProps) {
  const { t } = useTranslation('galleries');
  const { account } = useAccount();
  const [copied, setCopied] = useState(false);
  const { visibility } = readGallerySettings(gallery.settings);
  const link = account.slug ? `${window.location.origin}${publicGalleryPath(account.slug, gallery.id)}` : undefined;

  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  return (
    <div className="grid gap-6">
      {gallery.status !== 'published' && (
        <Alert role="status">
          <Info aria-hidden="true" />
          <AlertDescription>{t('share.notPublished')}</AlertDescription>
        </Alert>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{t('share.linkTitle')}</CardTitle>
          <CardDescription>{visibility === 'public' ? t('share.linkPublic') : t('share.linkInvite')}</CardDescription>
        </CardHeader>
        <CardContent>
          {link ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                value={link}
                readOnly
                aria-label={t('share.linkLabel')}
                data-testid="gallery-link"
                onFocus={(e) => e.target.select()}
              />
              <div className="flex gap-2">
                <Button variant="outline" onClick={() => void copy().catch(() => setCopied(false))}>
                  {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {copied ? t('share.copied') : t('share.copy')}
                </Button>
                <Button asChild variant="outline">
                  <a href={link} target="_blank" rel="noreferrer">
                    <ExternalLink aria-hidden="true" />
                    {t('share.open')}
                  </a>
                </Button>
              </div>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              <SlugMissingText linkClassName="font-medium text-foreground underline underline-offset-4" />
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('invites.title')}</CardTitle>
          <CardDescription>{t('invites.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <InviteForm galleryId={gallery.id} />
          <InviteList galleryId={gallery.id} invites={invites} />
        </CardContent>
      </Card>
      <SelectionsCard gallery={gallery} photos={gallery.photos} invites={invites} />
    </div>
  );
}
