import { CloudAlert, MailX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { ApiError } from '../../lib/api';
import { publicGalleryPath } from '../../lib/gallery-links';
import { storeGalleryAccess } from './gallery-access';
import { GalleryExpiredNotice } from './gallery-expired-notice';
import { verifyGalleryAccess, verifyInvite } from './public-gallery-api';
import { PublicNotice } from '../../components/public/public-notice';
import { usePublicLayout } from '../../components/public/public-frame';

/** `redirectTo` as a path of this site; anything pointing elsewhere is ignored. */
function sitePath(redirectTo: string | null): string | undefined {
  if (!redirectTo?.startsWith('/') || redirectTo.startsWith('//')) return undefined;
  const url = new URL(redirectTo, window.location.origin);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

type Outcome = 'opening' | 'invalid' | 'expired' | 'unreachable';

/**
 * Why the invite did not open. Only the API's refusal makes it invalid: no connection (status
 * 0) or a server error says nothing about the link, which may well work on the next try.
 */
function failureOf(error: unknown): Exclude<Outcome, 'opening'> {
  if (!(error instanceof ApiError)) return 'invalid';
  if (error.code === 'gallery_expired') return 'expired';
  return error.status === 0 || error.status >= 500 ? 'unreachable' : 'invalid';
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
  const { studio } = usePublicLayout();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>('opening');
  const [attempt, setAttempt] = useState(0);
  // Development's double effects must not trade the link twice; a retry is a new attempt.
  const started = useRef<number>(undefined);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    const open = async () => {
      const invite = await verifyInvite(token);
      if (invite.galleryId !== galleryId) {
        setOutcome('invalid');
        return;
      }
      await verifyGalleryAccess(invite.galleryId, invite.access.token);
      storeGalleryAccess(invite.galleryId, invite.access);
      const gallery = publicGalleryPath(invite.accountSlug, invite.galleryId);
      await navigate(sitePath(searchParams.get('redirectTo')) ?? gallery, { replace: true });
    };
    open().catch((error: unknown) => setOutcome(failureOf(error)));
  }, [token, galleryId, navigate, searchParams, attempt]);

  if (outcome === 'opening') return <LoadingScreen className="min-h-[60vh]" />;
  if (outcome === 'expired') return <GalleryExpiredNotice studio={studio.name} />;
  if (outcome === 'unreachable') {
    const retry = () => {
      setOutcome('opening');
      setAttempt((n) => n + 1);
    };
    return (
      <PublicNotice
        icon={CloudAlert}
        testId="invite-unreachable"
        texts={{ title: t('invite.unreachableTitle'), description: t('invite.unreachableDescription') }}
        action={{ label: t('invite.retry'), onClick: retry }}
      />
    );
  }
  return (
    <PublicNotice
      icon={MailX}
      testId="invite-invalid"
      texts={{ title: t('invite.invalidTitle'), description: t('invite.invalidDescription') }}
    />
  );
}
