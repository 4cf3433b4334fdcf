// A client's proposal as its server draws it (functions/site-html/proposal-page.tsx) and the
// browser takes it over (../entries/proposal-hydrate.tsx): the studio's site around it, with no router.
import { ThemeProvider } from '../app/providers/theme-provider';
import { StudioSiteFrame } from '../components/studio-site/studio-site-frame';
import { ProposalPage } from '../features/public-proposals/proposal-page';
import type { ProposalPayload } from './proposal-payload';

export type ClientProposalPageProps = Omit<ProposalPayload, 'language' | 'translations'>;

export function ClientProposalPage({ slug, home, token, site, proposal }: ClientProposalPageProps) {
  const path = `${home.replace(/\/$/, '')}/proposal/${token}`;
  return (
    <ThemeProvider>
      <StudioSiteFrame site={site} home={home} path={path}>
        <div className="site-product">
          <ProposalPage slug={slug} token={token} home={home} proposal={proposal} />
        </div>
      </StudioSiteFrame>
    </ThemeProvider>
  );
}
