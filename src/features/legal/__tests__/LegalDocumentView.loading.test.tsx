import { fireEvent, screen } from '@testing-library/react';
import { LegalDocumentView } from '../../../components/legal/LegalDocumentView';
import { renderInLanguage } from './testUtils';

// The first load fails as a lost network would make a chunk fail; later loads go through.
jest.mock('../../../components/legal/legalDocuments', () => {
  const actual = jest.requireActual('../../../components/legal/legalDocuments');
  let failNext = true;
  return {
    ...actual,
    loadLegalDocuments: jest.fn(async (language: string) => {
      if (failNext) {
        failNext = false;
        throw new Error('ChunkLoadError');
      }
      return actual.loadLegalDocuments(language);
    }),
  };
});

it('shows progress, then an error with a retry that loads the document', async () => {
  renderInLanguage('en', <LegalDocumentView document="privacy" />);
  expect(screen.getByRole('status', { name: 'Loading the document…' })).toBeInTheDocument();

  expect(
    await screen.findByText('The document could not be loaded. Check your connection and try again.'),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
