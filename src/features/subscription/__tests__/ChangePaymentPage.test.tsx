import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { intlFor, renderWithProviders } from '../../../testing/render';
import { LANGUAGES } from '@shared/validation/language';
import * as cardProvider from '../cardProvider';
import ChangePaymentPage from '../ChangePaymentPage';
import { subscriptionApi } from '../subscriptionApi';
import { cardChangeSubmitted } from '../subscriptionSlice';
import { answerPageLoad, mastercard, signedIn, visa } from './testFixtures';

// The module as a plain object, so a test can spy on createCardToken: compiled ES module exports
// are read-only getters, which jest.spyOn cannot replace. (`__esModule` makes the saga and this
// file share that one object rather than each get a copy.)
jest.mock('../cardProvider', () => ({ __esModule: true, ...jest.requireActual<object>('../cardProvider') }));

afterEach(() => jest.restoreAllMocks());

const provider = { key: 'pk_test', tokenUrl: 'http://localhost/api/sandbox-provider/v1/tokens' };

describe.each(LANGUAGES)('ChangePaymentPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const renderPage = () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const rendered = renderWithProviders(<ChangePaymentPage />, {
      language,
      route: '/changepayment',
      preloadedState: signedIn(),
    });
    const field = (id: string) => screen.getByLabelText(t(id));
    const fill = async (id: string, value: string) => {
      await user.click(field(id));
      await user.paste(value);
    };
    const submit = () => screen.getByRole('button', { name: new RegExp(`${t('changePayment.submit')}$`) });
    return { ...rendered, user, field, fill, submit };
  };

  it('shows the saved card, submits a new one only when complete and without spaces, then shows it saved', async () => {
    answerPageLoad({ savedCard: visa });
    jest.spyOn(subscriptionApi, 'providerKey').mockResolvedValue(provider);
    const token = jest.spyOn(cardProvider, 'createCardToken').mockResolvedValue('tok_1');
    const saveCard = jest.spyOn(subscriptionApi, 'saveCard').mockResolvedValue(mastercard);
    const { user, store, field, fill, submit } = renderPage();
    const dispatch = jest.spyOn(store, 'dispatch');

    const saved = screen.getByText(t('changePayment.saved.title')).closest('.panel') as HTMLElement;
    expect(
      await within(saved).findByText(t('subscription.card.saved', { brand: 'Visa', last4: '4242' })),
    ).toBeInTheDocument();
    expect(within(saved).getByText(t('subscription.card.expires', { month: '03', year: 2031 }))).toBeInTheDocument();

    expect(submit()).toBeDisabled();
    await user.type(field('subscription.card.number'), '5555555555554444');
    expect(field('subscription.card.number')).toHaveValue('5555 5555 5555 4444');
    await fill('subscription.card.expiry', '1230');
    expect(submit()).toBeDisabled();
    await fill('subscription.card.cvc', '321');
    expect(submit()).toBeEnabled();
    await user.click(submit());

    expect(
      await screen.findByText(t('changePayment.success', { brand: 'Mastercard', last4: '4444' })),
    ).toBeInTheDocument();
    const card = { cardNumber: '5555555555554444', cardExpiry: '12/30', cardCVC: '321' };
    expect(dispatch.mock.calls.map(([action]) => action).filter((action) => cardChangeSubmitted.match(action))).toEqual(
      [cardChangeSubmitted(card)],
    );
    expect(token).toHaveBeenCalledWith(provider, card);
    expect(saveCard).toHaveBeenCalledWith('tok_1');
    expect(
      within(saved).getByText(t('subscription.card.saved', { brand: 'Mastercard', last4: '4444' })),
    ).toBeInTheDocument();
    // The number leaves the screen once saved.
    await waitFor(() => expect(field('subscription.card.number')).toHaveValue(''));
    expect(submit()).toBeDisabled();
  });

  it('says when no card is saved, and shows the card messages', async () => {
    answerPageLoad();
    const token = jest.spyOn(cardProvider, 'createCardToken');
    const { user, fill, submit } = renderPage();
    expect(await screen.findByText(t('changePayment.saved.none'))).toBeInTheDocument();
    await fill('subscription.card.number', '1234 5678 9012 3456');
    await fill('subscription.card.expiry', '00/30');
    await fill('subscription.card.cvc', '1');
    await user.click(submit());
    expect(await screen.findByText(t('validation.card.number.invalid'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.card.expiry.month'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.card.cvc.invalid'))).toBeInTheDocument();
    expect(token).not.toHaveBeenCalled();
  });

  it("shows the provider's refusal as a toast, names the step and keeps the saved card", async () => {
    answerPageLoad({ savedCard: visa });
    jest.spyOn(subscriptionApi, 'providerKey').mockResolvedValue(provider);
    jest
      .spyOn(cardProvider, 'createCardToken')
      .mockRejectedValue(new cardProvider.CardTokenError('Your card number is incorrect.'));
    const saveCard = jest.spyOn(subscriptionApi, 'saveCard');
    const { user, fill, submit } = renderPage();
    await screen.findByText(t('subscription.card.saved', { brand: 'Visa', last4: '4242' }));
    await fill('subscription.card.number', '4242424242424242');
    await fill('subscription.card.expiry', '12/30');
    await fill('subscription.card.cvc', '123');
    await user.click(submit());
    expect(await screen.findByText('Your card number is incorrect.')).toBeInTheDocument();
    expect(
      screen.getByText(t('subscription.step.failed', { step: t('subscription.step.cardToken') })),
    ).toBeInTheDocument();
    expect(saveCard).not.toHaveBeenCalled();
    expect(screen.getByText(t('subscription.card.saved', { brand: 'Visa', last4: '4242' }))).toBeInTheDocument();
  });
});
