import { screen, waitFor } from '@testing-library/react';
import { enter, intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { dateIs } from '../../../testing/clock';
import { aStateAnswer } from '../../../testing/engagements';
import { signedInAs } from '../../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import { CounterOfferDialog } from '../CounterOfferDialog';
import { enlistmentsApi } from '../enlistmentsApi';
import { enlistmentsLoaded, enlistmentsReducer } from '../enlistmentsSlice';
import { anEnlistment } from './testFixtures';

/** Today is 1 May 2030 in Rome. */
beforeEach(() => dateIs('2030-05-01T10:00:00Z'));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const request = anEnlistment({ id_Ingaggio: 10, tariffaGiornaliera: 24000 });

describe.each(LANGUAGES)('CounterOfferDialog in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string) => intl.formatMessage({ id });

  const renderDialog = () => {
    const onClose = jest.fn();
    const user = setupUser();
    const loaded = enlistmentsReducer(undefined, enlistmentsLoaded({ sent: [request], accepted: [] }));
    renderWithProviders(<CounterOfferDialog enlistment={request} open onClose={onClose} />, {
      language,
      preloadedState: { ...signedInAs(1), enlistments: loaded },
    });
    const rate = () => screen.getByLabelText(t('enlistments.counter.rate'));
    const send = () => user.click(screen.getByRole('button', { name: t('enlistments.counter.send') }));
    return { user, onClose, rate, send };
  };

  it("starts from the request's terms, the rate written as money in the page's language", () => {
    const { rate } = renderDialog();
    expect(rate()).toHaveValue(language === 'it' ? '240,00' : '240.00');
  });

  it('asks for the day rate in the language of the page, and sends nothing without it', async () => {
    const counter = jest.spyOn(enlistmentsApi, 'counter');
    const { user, rate, send } = renderDialog();
    await user.clear(rate());
    await send();
    expect(await screen.findByText(t('validation.engagement.counter.rateRequired'))).toBeInTheDocument();
    expect(counter).not.toHaveBeenCalled();
  });

  it('reads the rate typed with the decimal separator of the language as cents, and sends statoIngaggio 5', async () => {
    const counter = jest.spyOn(enlistmentsApi, 'counter').mockResolvedValue(aStateAnswer(5));
    const { user, onClose, rate, send } = renderDialog();
    await user.clear(rate());
    await enter(user, rate(), language === 'it' ? '1.250,50' : '1,250.50');
    await enter(
      user,
      screen.getByLabelText(new RegExp(`^${t('enlistments.counter.note')}`)),
      'Serve un giorno di prova luci',
    );
    await send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(counter).toHaveBeenCalledWith(10, {
      dataInizio: '2030-05-20',
      dataFine: '2030-05-21',
      tariffaGiornaliera: 125050,
      nota: 'Serve un giorno di prova luci',
    });
  });
});

it('refuses, in Italian, four decimals after the comma, never rounding them', async () => {
  const intl = intlFor('it');
  const counter = jest.spyOn(enlistmentsApi, 'counter');
  const user = setupUser();
  const loaded = enlistmentsReducer(undefined, enlistmentsLoaded({ sent: [request], accepted: [] }));
  renderWithProviders(<CounterOfferDialog enlistment={request} open onClose={jest.fn()} />, {
    language: 'it',
    preloadedState: { ...signedInAs(1), enlistments: loaded },
  });
  const rate = screen.getByLabelText(intl.formatMessage({ id: 'enlistments.counter.rate' }));
  await user.clear(rate);
  await enter(user, rate, '250,5055');
  await user.click(screen.getByRole('button', { name: intl.formatMessage({ id: 'enlistments.counter.send' }) }));
  expect(await screen.findByText(intl.formatMessage({ id: 'validation.money.decimals' }))).toBeInTheDocument();
  expect(counter).not.toHaveBeenCalled();
});
