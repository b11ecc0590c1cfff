import { use } from 'react';
import { useIntl } from 'react-intl';
import { LegalDocumentView } from '../../components/legal/LegalDocumentView';
import {
  type LegalDocumentId,
  legalDocumentsSettled,
  loadedLegalDocuments,
} from '../../components/legal/legalDocuments';
import { languageFromAcceptHeader } from '@shared/validation/language';

/**
 * A public legal route's document (the browser tab's title is the route's: PageTitle). AboutPage,
 * PrivacyPage and TermsPage wrap it so the router can lazy-load each page by its default export.
 * The page suspends until the text is here, so it arrives whole: prerendered at build time, and
 * in the browser in place of the prerendered copy (app/prerendered.tsx), never as a skeleton.
 */
export function LegalPage({ document }: { document: LegalDocumentId }) {
  const language = languageFromAcceptHeader(useIntl().locale);
  if (!loadedLegalDocuments(language)) use(legalDocumentsSettled(language));
  return (
    <div style={{ padding: 'clamp(16px, 4vw, 48px) 16px' }}>
      <LegalDocumentView document={document} />
    </div>
  );
}
