import { useTranslation } from 'react-i18next';
import { ClientLink } from '../../components/client-link';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { renewLink, revokeLinks } from './document-api';
import type { DocumentKind } from './document-types';

type DocumentLinkProps = {
  kind: DocumentKind;
  documentId: string;
  /** The link just made (by sending or issuing), which the server shows only once. */
  initialPath?: string | null | undefined;
};

/** The client's link to a sent quote or an issued invoice. */
export function DocumentLink({ kind, documentId, initialPath }: DocumentLinkProps) {
  const { t } = useTranslation('documents');
  const api = useApi();
  const { account } = useAccount();
  return (
    <ClientLink
      readyText={t(`link.${kind}Ready`)}
      renew={() => renewLink(api, account.id, kind, documentId)}
      revoke={() => revokeLinks(api, account.id, kind, documentId)}
      initialPath={initialPath}
    />
  );
}
