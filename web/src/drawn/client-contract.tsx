// A client's contract as its server draws it (functions/site-html/contract-page.tsx) and the
// browser takes it over (../entries/contract-hydrate.tsx): the studio's site around the contract,
// with no router.
import { ThemeProvider } from '../app/providers/theme-provider';
import { StudioSiteFrame } from '../components/studio-site/studio-site-frame';
import { ContractPage } from '../features/public-contracts/contract-page';
import type { ContractPayload } from './contract-payload';

export type ClientContractPageProps = Omit<ContractPayload, 'language' | 'translations'>;

export function ClientContractPage({ slug, home, token, site, contract, signatures }: ClientContractPageProps) {
  const path = `${home.replace(/\/$/, '')}/contract/${token}`;
  return (
    <ThemeProvider>
      <StudioSiteFrame site={site} home={home} path={path}>
        <div className="site-product">
          <ContractPage slug={slug} token={token} contract={contract} signatures={signatures} />
        </div>
      </StudioSiteFrame>
    </ThemeProvider>
  );
}
