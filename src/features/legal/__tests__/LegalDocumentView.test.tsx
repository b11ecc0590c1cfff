import { act, fireEvent, screen, within } from '@testing-library/react';
import enMessages from '../../../../locales/en.json';
import itMessages from '../../../../locales/it.json';
import enLegal from '../../../../locales/legal/en.json';
import itLegal from '../../../../locales/legal/it.json';
import { LegalDocumentView } from '../../../components/legal/LegalDocumentView';
import type { LegalBlock, LegalDocuments } from '../../../components/legal/legalDocuments';
import type { Language } from '@shared/validation/language';
import TermsPage from '../TermsPage';
import { renderInLanguage } from './testUtils';

// product.md §1.1: the legal texts must state these facts in both languages.
const termsFacts: Record<Language, { title: string; facts: RegExp[] }> = {
  it: {
    title: 'Termini di servizio',
    facts: [
      /senza accessi per sei mesi riceve.*richiesta di conferma/,
      /non c’è risposta entro sette giorni, l’account viene cancellato/,
      /limitata a 1\.000 euro/,
      /entro un anno/,
      /entro 30 giorni/,
    ],
  },
  en: {
    title: 'Terms of service',
    facts: [
      /no access for six months receives.*request to confirm/,
      /no reply within seven days, the account is deleted/,
      /capped at 1,000 euro/,
      /within one year/,
      /within 30 days/,
    ],
  },
};

beforeAll(() => {
  // jsdom does not lay out, so it has no scrollIntoView; the contents links call it.
  Element.prototype.scrollIntoView = jest.fn();
});

describe.each(['it', 'en'] as const)('legal documents in %s', (language) => {
  const { title, facts } = termsFacts[language];

  it('states the inactivity, liability, claims and arbitration facts in the terms', async () => {
    renderInLanguage(language, <LegalDocumentView document="terms" />);
    const article = await screen.findByRole('article', { name: title });
    for (const fact of facts) expect(article).toHaveTextContent(fact);
    expect(article).toHaveTextContent(language === 'it' ? 'novembre 2026' : 'November 27, 2026');
  });

  it('lists the sections of a long document and jumps to the one chosen', async () => {
    renderInLanguage(language, <LegalDocumentView document="terms" />);
    const contents = await screen.findByRole('navigation', { name: language === 'it' ? 'Indice' : 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(screen.getAllByRole('region').length);

    const liability = language === 'it' ? '15. Limitazione di responsabilità' : '15. Limitation of liability';
    fireEvent.click(within(contents).getByRole('link', { name: liability }));
    const heading = screen.getByRole('heading', { level: 2, name: liability });
    expect(heading.scrollIntoView).toHaveBeenCalled();
    expect(heading).toHaveFocus();
  });

  it('shows a short document without a contents list and links the support address', async () => {
    renderInLanguage(language, <LegalDocumentView document="about" />);
    await screen.findByRole('article');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@troupe.local' })).toHaveAttribute(
      'href',
      'mailto:support@troupe.local',
    );
  });

  // The browser tab's title is the route's (app/layout/PageTitle). The page suspends until its
  // text is here (LegalPage), which an earlier test may or may not have loaded: the render is awaited.
  it('shows the document on the terms page', async () => {
    await act(async () => {
      renderInLanguage(language, <TermsPage />);
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});

describe('legal texts and messages', () => {
  // Each block reduced to its kind, so the two languages must match section by section.
  const outline = (documents: LegalDocuments) =>
    Object.entries(documents).map(([id, document]) => ({
      id,
      intro: document.intro.length,
      sections: document.sections.map((section) => ({
        id: section.id,
        blocks: section.content.map((block: LegalBlock) =>
          typeof block === 'string' ? 'paragraph' : Object.keys(block)[0],
        ),
      })),
    }));

  it('has the same documents, sections and blocks in both languages', () => {
    expect(outline(itLegal)).toEqual(outline(enLegal));
  });

  it('has the same legal.* message ids in both languages', () => {
    const legalIds = (messages: Record<string, string>) =>
      Object.keys(messages)
        .filter((id) => id.startsWith('legal.'))
        .sort();
    expect(legalIds(itMessages)).toEqual(legalIds(enMessages));
    expect(legalIds(itMessages).length).toBeGreaterThan(0);
  });
});
