// A client's quote or invoice as its server draws it (functions/site-html/document-page.tsx) and
// the browser takes it over (../entries/document-hydrate.tsx): the studio's site around the
// document, with no router. Drawn on the server, the whole document paints as soon as the HTML arrives.
import { ThemeProvider } from '../app/providers/theme-provider';
import { StudioSiteFrame } from '../components/studio-site/studio-site-frame';
import { InvoicePage } from '../features/public-documents/invoice-page';
import { QuotePage } from '../features/public-documents/quote-page';
import type { DocumentPayload } from './document-payload';

type ClientDocumentPageProps = Omit<DocumentPayload, 'language' | 'translations'>;

export function ClientDocumentPage({ slug, home, token, site, document }: ClientDocumentPageProps) {
  const path = `${home.replace(/\/$/, '')}/${document.kind}/${token}`;
  return (
    <ThemeProvider>
      <StudioSiteFrame site={site} home={home} path={path}>
        {/* The product's controls, in the site's colours and fonts (studio-site.css). */}
        <div className="site-product">
          {document.kind === 'quote' ? (
            <QuotePage slug={slug} token={token} quote={document.quote} />
          ) : (
            <InvoicePage token={token} invoice={document.invoice} qrSvg={document.qrSvg} />
          )}
        </div>
      </StudioSiteFrame>
    </ThemeProvider>
  );
}
