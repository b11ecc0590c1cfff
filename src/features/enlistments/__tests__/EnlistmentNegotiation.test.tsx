import { configure, screen } from '@testing-library/react';
import { lookupsLoaded } from '../../../testing/lookups';
import { intlFor, renderWithProviders } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import { formatMoney } from '@shared/validation/money';
import EnlistmentDetailPage from '../EnlistmentDetailPage';
import { enlistmentsApi } from '../enlistmentsApi';
import { anEnlistment } from './testFixtures';

// The lists and the conversation load through the sagas; the conversation's code arrives on demand.
configure({ defaultHidden: true });
afterEach(() => jest.restoreAllMocks());

const endingWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const pending = anEnlistment({ id_Ingaggio: 10, rispondiEntro: '2030-05-12T16:00:00Z', posizione: 2 });
const countered = anEnlistment({
  id_Ingaggio: 11,
  nome: 'Serie TV',
  statoIngaggio: 5,
  posizione: 1,
  controproposta: { dataInizio: '2030-05-20', dataFine: '2030-05-22', tariffaGiornaliera: 25050, nota: 'Tre giorni' },
});

describe.each(LANGUAGES)("the worker's side of a negotiation in %s", (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const renderDetail = (route: string) => {
    jest.spyOn(enlistmentsApi, 'sent').mockResolvedValue([pending, countered]);
    jest.spyOn(enlistmentsApi, 'accepted').mockResolvedValue([]);
    jest.spyOn(enlistmentsApi, 'messages').mockResolvedValue([]);
    renderWithProviders(<EnlistmentDetailPage />, {
      language,
      route,
      path: '/enlistments/:id/:status',
      preloadedState: { ...signedInAs(1), ...lookupsLoaded(language) },
    });
    const button = (id: string) => screen.queryByRole('button', { name: endingWith(t(id)) });
    return { button };
  };

  it('shows a pending request’s deadline and place, and offers Accept, Counter-offer and Reject', async () => {
    jest.spyOn(enlistmentsApi, 'history').mockResolvedValue([]);
    const { button } = renderDetail('/enlistments/10/sent');
    expect(await screen.findByText(t('enlistments.detail.position.value', { position: 2 }))).toBeInTheDocument();
    expect(screen.getByText(t('enlistments.detail.deadline'))).toBeInTheDocument();
    expect(button('enlistments.accept')).toBeEnabled();
    expect(button('enlistments.counter.open')).toBeEnabled();
    expect(button('enlistments.reject')).toBeEnabled();
    // The thread arrives with its composer.
    expect(await screen.findByText(t('enlistments.conversation.noMessages'))).toBeInTheDocument();
  });

  it('shows a countered request waiting for the client, with the terms sent and Reject only', async () => {
    jest.spyOn(enlistmentsApi, 'history').mockResolvedValue([]);
    const { button } = renderDetail('/enlistments/11/sent');
    expect(await screen.findByText(t('enlistments.state.5'))).toBeInTheDocument();
    expect(screen.getByText(t('enlistments.detail.counter'))).toBeInTheDocument();
    expect(screen.getByText(formatMoney(language, 25050))).toBeInTheDocument();
    expect(screen.getByText('“Tre giorni”')).toBeInTheDocument();
    expect(button('enlistments.accept')).not.toBeInTheDocument();
    expect(button('enlistments.counter.open')).not.toBeInTheDocument();
    expect(button('enlistments.reject')).toBeEnabled();
  });

  it('words a request released because the worker was booked elsewhere: rejected, with the reason', async () => {
    jest.spyOn(enlistmentsApi, 'history').mockResolvedValue([
      { evento: 'inviata', userId: 7, il: '2030-05-01T07:00:00Z', dettagli: {} },
      { evento: 'rifiutata', userId: 3, il: '2030-05-02T07:00:00Z', dettagli: { motivo: 'occupato' } },
    ]);
    renderDetail('/enlistments/12/sent');
    expect(await screen.findByText(t('enlistments.detail.released'))).toBeInTheDocument();
    expect(screen.getByText(t('enlistments.state.3'))).toBeInTheDocument();
    expect(screen.getByText(t('enlistments.history.rifiutata.occupato'))).toBeInTheDocument();
  });
});
