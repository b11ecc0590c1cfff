import { useIntl } from 'react-intl';
import { LegalDocumentView } from '../../components/legal/LegalDocumentView';
import type { LegalDocumentId } from '../../components/legal/legalDocuments';

const pageTitleIds: Record<LegalDocumentId, string> = {
  about: 'legal.about.pageTitle',
  privacy: 'legal.privacy.pageTitle',
  terms: 'legal.terms.pageTitle',
};

/**
 * A public legal route: the browser tab's title (React 19 hoists <title> into the head) and the
 * document. AboutPage, PrivacyPage and TermsPage wrap it so the router can lazy-load each page by its
 * default export.
 */
export function LegalPage({ document }: { document: LegalDocumentId }) {
  const intl = useIntl();
  return (
    <div style={{ padding: 'clamp(16px, 4vw, 48px) 16px' }}>
      <title>{intl.formatMessage({ id: pageTitleIds[document] })}</title>
      <LegalDocumentView document={document} />
    </div>
  );
}
