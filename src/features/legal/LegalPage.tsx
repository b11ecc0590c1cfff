import { LegalDocumentView } from '../../components/legal/LegalDocumentView';
import type { LegalDocumentId } from '../../components/legal/legalDocuments';

/**
 * A public legal route's document (the browser tab's title is the route's: PageTitle). AboutPage,
 * PrivacyPage and TermsPage wrap it so the router can lazy-load each page by its default export.
 */
export function LegalPage({ document }: { document: LegalDocumentId }) {
  return (
    <div style={{ padding: 'clamp(16px, 4vw, 48px) 16px' }}>
      <LegalDocumentView document={document} />
    </div>
  );
}
