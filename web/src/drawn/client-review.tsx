// A client's review page as its server draws it (functions/site-html/review-page.tsx) and the
// browser takes it over (../entries/review-hydrate.tsx): the studio's site around the form, with
// no router.
import { ThemeProvider } from '../app/providers/theme-provider';
import { StudioSiteFrame } from '../components/studio-site/studio-site-frame';
import { ReviewPage } from '../features/public-reviews/review-page';
import type { ReviewPayload } from './review-payload';

type ClientReviewPageProps = Omit<ReviewPayload, 'language' | 'translations'>;

export function ClientReviewPage({ slug, home, token, site, review }: ClientReviewPageProps) {
  const path = `${home.replace(/\/$/, '')}/review/${token}`;
  return (
    <ThemeProvider>
      <StudioSiteFrame site={site} home={home} path={path}>
        <div className="site-product">
          <ReviewPage
            slug={slug}
            token={token}
            studio={site.profile.businessName || site.studio.name}
            review={review}
          />
        </div>
      </StudioSiteFrame>
    </ThemeProvider>
  );
}
