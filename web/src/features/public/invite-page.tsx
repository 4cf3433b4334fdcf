import { MailX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { ApiError } from '../../lib/api';
import { publicGalleryPath } from '../galleries/gallery-links';
import { storeGalleryAccess } from './gallery-access';
import { GalleryExpiredNotice } from './gallery-expired-notice';
import { verifyGalleryAccess, verifyInvite } from './public-gallery-api';
import { PublicNotice } from './public-notice';
import { displayNameOf, usePublicSite } from './use-public-site';

/** `redirectTo` as a path of this site; anything pointing elsewhere is ignored. */
function sitePath(redirectTo: string | null): string | undefined {
  if (!redirectTo?.startsWith('/') || redirectTo.startsWith('//')) return undefined;
  const url = new URL(redirectTo, window.location.origin);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/**
 * Where an invite mail's link lands: /p/:accountSlug/invite/:galleryId?token=… (and its
 * custom-domain twin /invite/:galleryId). It trades the link's token for the client's image
 * token, checks that it opens the gallery, keeps it on this device, and shows the gallery (or
 * the page the photographer chose with `redirectTo`).
 */
export function InvitePage() {
  const { t } = useTranslation('public');
  const { galleryId = '' } = useParams();
  const { slug } = usePublicSite();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<'opening' | 'invalid' | 'expired'>('opening');
  // Development's double effects must not spend the link twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const open = async () => {
      const invite = await verifyInvite(token);
      if (invite.galleryId !== galleryId || !(await verifyGalleryAccess(invite.galleryId, invite.access.token))) {
        setOutcome('invalid');
        return;
      }
      storeGalleryAccess(invite.galleryId, invite.access);
      const gallery = publicGalleryPath(invite.accountSlug, invite.galleryId);
      await navigate(sitePath(searchParams.get('redirectTo')) ?? gallery, {
        replace: true,
        state: { access: invite.access.token },
      });
    };
    open().catch((error: unknown) =>
      setOutcome(error instanceof ApiError && error.code === 'gallery_expired' ? 'expired' : 'invalid'),
    );
  }, [token, galleryId, navigate, searchParams]);

  if (outcome === 'opening') return <LoadingScreen className="min-h-[60vh]" />;
  if (outcome === 'expired') return <GalleryExpiredNotice studio={slug ? displayNameOf(slug) : t('defaultName')} />;
  return (
    <PublicNotice
      icon={MailX}
      testId="invite-invalid"
      title={t('invite.invalidTitle')}
      description={t('invite.invalidDescription')}
    />
  );
}
