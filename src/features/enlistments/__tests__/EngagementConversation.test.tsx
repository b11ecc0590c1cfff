import { act, screen, waitFor, within } from '@testing-library/react';
import { formatIsoDate } from '../../../components/DateText';
import { enter, intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { notificationArrived } from '../../../store/notificationEvents';
import type { EngagementHistoryEntry, EngagementMessage } from '@shared/contracts/enlistments';
import { LANGUAGES } from '@shared/validation/language';
import { formatMoney } from '@shared/validation/money';
import { EngagementConversation } from '../EngagementConversation';
import { enlistmentsApi } from '../enlistmentsApi';

afterEach(() => jest.restoreAllMocks());

/** The signed-in user (signedInAs) is 3, the worker; the client is 7. */
const ME = 3;
const CLIENT = 7;
const messages: EngagementMessage[] = [
  { id: 1, userId: CLIENT, testo: 'Puoi anche il 22?', inviatoIl: '2030-05-01T08:00:00Z' },
  { id: 2, userId: ME, testo: 'Sì, con una tariffa diversa', inviatoIl: '2030-05-01T09:30:00Z' },
];
/** A message whose sender has since deleted their account. */
const orphan: EngagementMessage = { id: 4, userId: null, testo: 'Ci sono anche io', inviatoIl: '2030-05-01T09:45:00Z' };
const history: EngagementHistoryEntry[] = [
  {
    evento: 'inviata',
    userId: CLIENT,
    il: '2030-05-01T07:00:00Z',
    dettagli: { dataInizio: '2030-05-20', dataFine: '2030-05-21', rispondiEntro: '2030-05-10T16:00:00Z' },
  },
  { evento: 'vista', userId: ME, il: '2030-05-01T07:30:00Z', dettagli: {} },
  {
    evento: 'controproposta',
    userId: ME,
    il: '2030-05-01T09:40:00Z',
    dettagli: { dataInizio: '2030-05-20', dataFine: '2030-05-22', tariffaGiornaliera: 25050, nota: 'Tre giorni' },
  },
  { evento: 'rifiutata', userId: null, il: '2030-05-02T10:00:00Z', dettagli: { motivo: 'occupato' } },
];

describe.each(LANGUAGES)('EngagementConversation in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const renderConversation = (thread = messages) => {
    jest.spyOn(enlistmentsApi, 'messages').mockResolvedValue(thread);
    jest.spyOn(enlistmentsApi, 'history').mockResolvedValue(history);
    const user = setupUser();
    const { store } = renderWithProviders(
      <EngagementConversation engagementId={10} state={5} otherParty="Giulia Rossi" />,
      { language, preloadedState: signedInAs(1) },
    );
    return { user, store };
  };

  it('lists the messages oldest first with who wrote them and when', async () => {
    renderConversation();
    const items = await screen.findAllByText(/Puoi anche il 22\?|Sì, con una tariffa diversa/);
    expect(items.map((item) => item.textContent)).toEqual(['Puoi anche il 22?', 'Sì, con una tariffa diversa']);
    const first = items[0].closest('li')!;
    const second = items[1].closest('li')!;
    expect(within(first).getByText('Giulia Rossi')).toBeInTheDocument();
    expect(within(second).getByText(t('enlistments.conversation.you'))).toBeInTheDocument();
    // 10:00 in Rome (summer time) for 08:00 UTC.
    expect(within(first).getByText(/10[:.]00/)).toBeInTheDocument();
  });

  it("names a deleted account's message as such", async () => {
    renderConversation([...messages, orphan]);
    const text = await screen.findByText('Ci sono anche io');
    expect(within(text.closest('li')!).getByText(t('jobs.engagement.deletedWorker'))).toBeInTheDocument();
  });

  it('words each step of the history with who took it: the counter with its rate, the release as booked elsewhere', async () => {
    renderConversation();
    const day = (iso: string) => formatIsoDate(language, iso);
    const step = (text: string) =>
      screen.findByText((_, element) => element?.className === 'conversation-step' && element.textContent === text);
    expect(
      await step(
        t('enlistments.history.controproposta', {
          who: t('enlistments.conversation.you'),
          dates: t('components.dateRange', { start: day('2030-05-20'), end: day('2030-05-22') }),
          rate: formatMoney(language, 25050),
        }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('“Tre giorni”')).toBeInTheDocument();
    expect(screen.getByText(t('enlistments.history.rifiutata.occupato'))).toBeInTheDocument();
    expect(
      screen.getByText(t('enlistments.history.vista', { who: t('enlistments.conversation.you') })),
    ).toBeInTheDocument();
  });

  it('refuses an empty message in the language of the page, then sends one and clears the composer', async () => {
    const { user } = renderConversation();
    const posted: EngagementMessage = { id: 3, userId: ME, testo: 'A domani', inviatoIl: '2030-05-01T10:00:00Z' };
    const post = jest.spyOn(enlistmentsApi, 'postMessage').mockResolvedValue(posted);
    // The thread read again after the send holds it.
    jest.spyOn(enlistmentsApi, 'messages').mockResolvedValue([...messages, posted]);
    const box = await screen.findByLabelText(t('enlistments.conversation.message'));
    const send = screen.getByRole('button', { name: t('enlistments.conversation.send') });
    await enter(user, box, '   ');
    await user.click(send);
    expect(await screen.findByText(t('validation.engagement.message.required'))).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.clear(box);
    await enter(user, box, '  A domani ');
    await user.click(send);
    await waitFor(() => expect(post).toHaveBeenCalledWith({ idIngaggio: 10, testo: 'A domani' }));
    expect(await screen.findByText('A domani')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it("shows the other party's message as it arrives, when the stream tells of it (product.md §4.22)", async () => {
    const { store } = renderConversation();
    await screen.findByText('Puoi anche il 22?');
    const arrived: EngagementMessage = {
      id: 5,
      userId: CLIENT,
      testo: 'Va bene il 22',
      inviatoIl: '2030-05-01T10:05:00Z',
    };
    jest.spyOn(enlistmentsApi, 'messages').mockResolvedValue([...messages, arrived]);
    act(() => {
      store.dispatch(notificationArrived({ tipo: 'engagementMessage' }));
    });
    expect(await screen.findByText('Va bene il 22')).toBeInTheDocument();
  });
});
