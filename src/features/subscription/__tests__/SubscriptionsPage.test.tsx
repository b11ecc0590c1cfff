import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../api/client';
import { intlFor, renderWithProviders } from '../../../testing/render';
import { LANGUAGES } from '@shared/validation/language';
import * as cardProvider from '../cardProvider';
import SubscriptionsPage from '../SubscriptionsPage';
import { subscriptionApi } from '../subscriptionApi';
import { activationSubmitted } from '../subscriptionSlice';
import { subscriptionTypeChanged } from '../subscriptionTypeSlice';
import type { CurrentSubscription } from '@shared/contracts/subscriptions';
import {
  annaProfile,
  annaResidence,
  answerPageLoad,
  naturalPersonBilling,
  naturalPersonBillingAnswer,
  plans,
  signedIn,
  subscriptionTo,
  visa,
} from './testFixtures';

// The module as a plain object, so a test can spy on createCardToken: compiled ES module exports
// are read-only getters, which jest.spyOn cannot replace. (`__esModule` makes the saga and this
// file share that one object rather than each get a copy.)
jest.mock('../cardProvider', () => ({ __esModule: true, ...jest.requireActual<object>('../cardProvider') }));

afterEach(() => jest.restoreAllMocks());

const master = plans[2];
const provider = { key: 'pk_test', tokenUrl: 'http://localhost/api/sandbox-provider/v1/tokens' };
const IN_A_MONTH = { it: 'tra un mese', en: 'in a month' };

describe.each(LANGUAGES)('SubscriptionsPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const renderPage = (tipologiaUtente = 0) => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const rendered = renderWithProviders(<SubscriptionsPage />, {
      language,
      route: '/subscriptions',
      preloadedState: signedIn(tipologiaUtente),
    });
    const field = (id: string) => screen.getByLabelText(t(id));
    const fill = async (id: string, value: string) => {
      await user.clear(field(id));
      await user.click(field(id));
      await user.paste(value);
    };
    const choose = async (planName: string) => {
      await user.click(await screen.findByRole('button', { name: t('subscription.plan.choose', { plan: planName }) }));
      await screen.findByRole('heading', { name: t('subscription.recap.title', { plan: planName }) });
    };
    const confirmBilling = () => user.click(screen.getByRole('button', { name: t('subscription.billing.confirm') }));
    // While the chain runs the button's name starts with its spinner's.
    const activateButton = () => screen.getByRole('button', { name: new RegExp(`${t('subscription.activate')}$`) });
    const typeCard = async (number: string, expiry: string, cvc: string) => {
      await fill('subscription.card.number', number);
      await fill('subscription.card.expiry', expiry);
      await fill('subscription.card.cvc', cvc);
    };
    return { ...rendered, user, field, fill, choose, confirmBilling, activateButton, typeCard };
  };

  it('shows each plan as a card: name, price in the language, months singular or plural', async () => {
    answerPageLoad();
    renderPage();
    expect(await screen.findByRole('heading', { name: t('subscription.plans.title') })).toBeInTheDocument();
    expect(screen.getByText(t('subscription.current.none'))).toBeInTheDocument();
    const monthly = screen.getByRole('region', { name: 'Master mensile' });
    expect(within(monthly).getByText(language === 'it' ? '€ 19,90' : '€19.90')).toBeInTheDocument();
    expect(within(monthly).getByText(t('subscription.plan.duration', { months: 1 }))).toBeInTheDocument();
    const large = screen.getByRole('region', { name: 'Produzione' });
    expect(within(large).getByText(language === 'it' ? '€ 1.234,50' : '€1,234.50')).toBeInTheDocument();
    expect(within(large).getByText(language === 'it' ? '12 mesi' : '12 months')).toBeInTheDocument();
    expect(within(monthly).getByText(language === 'it' ? '1 mese' : '1 month')).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: new RegExp(t('subscription.plan.choose', { plan: '' })) }),
    ).toHaveLength(plans.length);
  });

  it("says what each tier adds: the worker's time reports and car sheets with Advanced, jobs and search with Master", async () => {
    answerPageLoad();
    renderPage();
    const advanced = await screen.findByRole('region', { name: 'Advanced mensile' });
    expect(within(advanced).getByText(t('subscription.plan.features.1'))).toBeInTheDocument();
    expect(t('subscription.plan.features.1')).toMatch(/time report/i);
    const master = screen.getByRole('region', { name: 'Master mensile' });
    expect(within(master).getByText(t('subscription.plan.features.2'))).toBeInTheDocument();
    expect(t('subscription.plan.features.2')).not.toMatch(/time report/i);
  });

  it('shows the current plan ending in relative time, switches renewal off, and ends it after confirmation', async () => {
    const current = subscriptionTo(master);
    answerPageLoad({ current });
    const updateRenewal = jest
      .spyOn(subscriptionApi, 'updateRenewal')
      .mockImplementation(async (request) => ({ ...current, pagamentoAutomatico: request.pagamento_automatico }));
    const cancel = jest.spyOn(subscriptionApi, 'cancel').mockResolvedValue({ data: null, message: null });
    const { user, store } = renderPage();
    store.dispatch(subscriptionTypeChanged(2));

    const section = await screen.findByRole('region', { name: t('subscription.current.title') });
    expect(await within(section).findByText('Master mensile')).toBeInTheDocument();
    expect(within(section).getByText(language === 'it' ? '€ 19,90' : '€19.90')).toBeInTheDocument();
    expect(within(section).getByText(IN_A_MONTH[language])).toHaveAttribute('dateTime', current.dataFineAbbonamento);
    expect(screen.getByRole('heading', { name: t('subscription.plans.other') })).toBeInTheDocument();
    // The current plan is not offered again among the others.
    expect(screen.queryByRole('region', { name: 'Master mensile' })).not.toBeInTheDocument();

    const renewal = within(section).getByRole('switch', { name: t('subscription.current.autoRenew') });
    expect(renewal).toBeChecked();
    await user.click(renewal);
    await waitFor(() => expect(renewal).not.toBeChecked());
    expect(updateRenewal).toHaveBeenCalledWith({ id_Abbonamento: 3, pagamento_automatico: false });
    expect(within(section).getByText(t('subscription.current.autoRenew.off'))).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: t('subscription.current.cancel') }));
    const dialog = await screen.findByRole('dialog', { name: t('confirm.areYouSure') });
    expect(within(dialog).getByText(t('subscription.current.cancel.confirm'))).toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: t('subscription.current.cancel.ok') }));
    expect(await screen.findByText(t('subscription.current.cancelled'))).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(screen.getByText(t('subscription.current.none'))).toBeInTheDocument();
    expect(store.getState().subscriptionType.value).toBe(0);
  });

  it('recap: a legal entity needs its company name and SDI or PEC; codes are cut as typed; Modify unlocks', async () => {
    answerPageLoad();
    const { user, field, fill, choose, confirmBilling, activateButton } = renderPage();
    await choose('Master mensile');
    expect(activateButton()).toBeDisabled();
    expect(field('subscription.billing.nome')).toBeInTheDocument();
    expect(screen.queryByLabelText(t('subscription.billing.ragioneSociale'))).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: t('subscription.billing.legalEntity') }));
    expect(field('subscription.billing.ragioneSociale')).toBeInTheDocument();
    expect(screen.queryByLabelText(t('subscription.billing.nome'))).not.toBeInTheDocument();

    await confirmBilling();
    expect(await screen.findByRole('alert')).toHaveTextContent(t('validation.billing.ragioneSociale.required'));

    await fill('subscription.billing.ragioneSociale', 'Luce e Ombra Srl');
    await fill('subscription.billing.codfisciva', '12345678901');
    await fill('subscription.billing.indirizzo', 'Via Tiburtina 1');
    await fill('subscription.billing.citta', 'Roma');
    await user.type(field('subscription.billing.provincia'), 'rm1x');
    expect(field('subscription.billing.provincia')).toHaveValue('RM');
    await fill('subscription.billing.nazione', 'italia');
    expect(field('subscription.billing.nazione')).toHaveValue('IT');
    await confirmBilling();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t('validation.billing.sdiPec.required')));

    await fill('subscription.billing.sdi', 'm5uxcr1');
    expect(field('subscription.billing.sdi')).toHaveValue('M5UXCR1');
    await confirmBilling();
    expect(await screen.findByText(t('subscription.billing.confirmed'))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('subscription.billing.ragioneSociale')).toBeDisabled();
    expect(field('subscription.billing.sdi')).toBeDisabled();
    expect(activateButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: t('subscription.billing.modify') }));
    expect(field('subscription.billing.ragioneSociale')).toBeEnabled();
    expect(activateButton()).toBeDisabled();
  });

  it('recap: a natural person needs name, surname and a valid tax code, not SDI or PEC', async () => {
    answerPageLoad();
    const { fill, choose, confirmBilling } = renderPage();
    await choose('Advanced mensile');
    await confirmBilling();
    expect(await screen.findByRole('alert')).toHaveTextContent(t('validation.billing.nome.required'));
    await fill('subscription.billing.nome', 'Anna');
    await fill('subscription.billing.cognome', 'Bianchi');
    await fill('subscription.billing.codfisciva', 'bncnna80a41h501');
    await confirmBilling();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(t('validation.billing.codfisciva.invalid')),
    );
    await fill('subscription.billing.codfisciva', 'bnc nna80a41h501u');
    expect(screen.getByLabelText(t('subscription.billing.codfisciva'))).toHaveValue('BNCNNA80A41H501U');
    await fill('subscription.billing.indirizzo', 'Via Roma 1');
    await fill('subscription.billing.citta', 'Roma');
    await fill('subscription.billing.provincia', 'RM');
    await confirmBilling();
    expect(await screen.findByText(t('subscription.billing.confirmed'))).toBeInTheDocument();
  });

  it('recap: without saved billing data, starts from the profile, editable (product.md §4.10)', async () => {
    answerPageLoad({ profile: { data: annaProfile, residence: annaResidence } });
    const { field, fill, choose, confirmBilling } = renderPage();
    await choose('Advanced mensile');
    expect(screen.getByText(t('subscription.billing.fromProfile'))).toBeInTheDocument();
    expect(field('subscription.billing.nome')).toHaveValue('Anna');
    expect(field('subscription.billing.cognome')).toHaveValue('Bianchi');
    expect(field('subscription.billing.codfisciva')).toHaveValue('BNCNNA80A41H501U');
    expect(field('subscription.billing.indirizzo')).toHaveValue('Via Roma 1');
    expect(field('subscription.billing.citta')).toHaveValue('Roma');
    expect(field('subscription.billing.provincia')).toHaveValue('RM');
    expect(field('subscription.billing.nazione')).toHaveValue('IT');
    await fill('subscription.billing.indirizzo', 'Via Tiburtina 9');
    expect(field('subscription.billing.indirizzo')).toHaveValue('Via Tiburtina 9');
    await confirmBilling();
    expect(await screen.findByText(t('subscription.billing.confirmed'))).toBeInTheDocument();
  });

  it('recap: saved billing data win over the profile', async () => {
    answerPageLoad({
      billing: { ...naturalPersonBillingAnswer, indirizzoResidenza: 'Via Nomentana 3' },
      profile: { data: annaProfile, residence: annaResidence },
    });
    const { field, choose } = renderPage();
    await choose('Advanced mensile');
    expect(field('subscription.billing.indirizzo')).toHaveValue('Via Nomentana 3');
    expect(screen.queryByText(t('subscription.billing.fromProfile'))).not.toBeInTheDocument();
  });

  it('card form: masks while typing and the card messages', async () => {
    answerPageLoad({ billing: naturalPersonBillingAnswer });
    const activation = jest.spyOn(subscriptionApi, 'saveBilling');
    const { user, field, choose, confirmBilling, activateButton } = renderPage();
    await choose('Master mensile');
    await user.type(field('subscription.card.number'), '4242a42424242424123');
    expect(field('subscription.card.number')).toHaveValue('4242 4242 4242 4241');
    await user.type(field('subscription.card.expiry'), '1399');
    expect(field('subscription.card.expiry')).toHaveValue('13/99');
    await user.type(field('subscription.card.cvc'), '1x2');
    expect(field('subscription.card.cvc')).toHaveValue('12');

    await confirmBilling();
    await user.click(activateButton());
    expect(await screen.findByText(t('validation.card.number.invalid'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.card.expiry.month'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.card.cvc.invalid'))).toBeInTheDocument();

    await user.clear(field('subscription.card.expiry'));
    await user.type(field('subscription.card.expiry'), '0120');
    expect(await screen.findByText(t('validation.card.expiry.yearPast'))).toBeInTheDocument();
    expect(activation).not.toHaveBeenCalled();
  });

  it('Activate sends the chain once, shows its progress, and unlocks the plan without a reload', async () => {
    answerPageLoad({ billing: naturalPersonBillingAnswer });
    let billingSaved: () => void = () => undefined;
    const saveBilling = jest.spyOn(subscriptionApi, 'saveBilling').mockImplementation(
      () =>
        new Promise((resolve) => {
          billingSaved = () => resolve(naturalPersonBillingAnswer);
        }),
    );
    jest.spyOn(subscriptionApi, 'providerKey').mockResolvedValue(provider);
    const token = jest.spyOn(cardProvider, 'createCardToken').mockResolvedValue('tok_1');
    jest.spyOn(subscriptionApi, 'saveCard').mockResolvedValue(visa);
    const activated: CurrentSubscription = subscriptionTo(master);
    const subscribe = jest.spyOn(subscriptionApi, 'subscribe').mockResolvedValue({ data: activated, message: null });
    const { user, store, choose, confirmBilling, activateButton, typeCard } = renderPage();
    const dispatch = jest.spyOn(store, 'dispatch');

    await choose('Master mensile');
    await confirmBilling();
    await typeCard('4242 4242 4242 4242', '1230', '123');
    await user.click(activateButton());
    await user.click(activateButton());
    await waitFor(() => expect(saveBilling).toHaveBeenCalledTimes(1));
    expect(
      dispatch.mock.calls.filter(([action]) => activationSubmitted.match(action)).map(([action]) => action),
    ).toEqual([
      activationSubmitted({
        planId: 3,
        autoRenew: true,
        billing: naturalPersonBilling,
        card: { cardNumber: '4242424242424242', cardExpiry: '12/30', cardCVC: '123' },
      }),
    ]);
    const progress = screen.getByRole('group', { name: t('subscription.step.progress') });
    expect(within(progress).getByText(t('subscription.step.cardToken'))).toBeInTheDocument();
    expect(activateButton()).toHaveClass('ant-btn-loading');

    billingSaved();
    expect(await screen.findByText(t('subscription.activation.success'))).toBeInTheDocument();
    expect(token).toHaveBeenCalledWith(provider, {
      cardNumber: '4242424242424242',
      cardExpiry: '12/30',
      cardCVC: '123',
    });
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe.mock.calls[0][0]).toEqual({ id_Abbonamento: 3, pagamento_automatico: true });
    expect(store.getState().subscriptionType.value).toBe(2);

    await user.click(screen.getAllByRole('button', { name: t('subscription.recap.back') })[0]);
    const section = await screen.findByRole('region', { name: t('subscription.current.title') });
    expect(within(section).getByText('Master mensile')).toBeInTheDocument();
  });

  it('pays with the saved card when no new one is entered (the shortcut), or with another card on request', async () => {
    answerPageLoad({ billing: naturalPersonBillingAnswer, savedCard: visa });
    const providerKey = jest.spyOn(subscriptionApi, 'providerKey');
    jest.spyOn(subscriptionApi, 'saveBilling').mockResolvedValue(naturalPersonBillingAnswer);
    const subscribe = jest
      .spyOn(subscriptionApi, 'subscribe')
      .mockResolvedValue({ data: subscriptionTo(plans[0], false), message: null });
    const { user, store, choose, confirmBilling, activateButton } = renderPage();
    const dispatch = jest.spyOn(store, 'dispatch');

    await choose('Advanced mensile');
    expect(screen.getByText(t('subscription.card.saved', { brand: 'Visa', last4: '4242' }))).toBeInTheDocument();
    expect(screen.getByText(t('subscription.card.expires', { month: '03', year: 2031 }))).toBeInTheDocument();
    expect(screen.queryByLabelText(t('subscription.card.number'))).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t('subscription.card.useNew') }));
    expect(screen.getByLabelText(t('subscription.card.number'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('subscription.card.useSaved') }));
    expect(screen.queryByLabelText(t('subscription.card.number'))).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: t('subscription.autoRenew') }));
    await confirmBilling();
    await user.click(activateButton());
    expect(await screen.findByText(t('subscription.activation.success'))).toBeInTheDocument();
    const submitted = dispatch.mock.calls
      .map(([action]) => action)
      .filter((action) => activationSubmitted.match(action));
    expect(submitted).toHaveLength(1);
    expect(submitted[0].payload).toMatchObject({ planId: 1, autoRenew: false, card: null });
    expect(providerKey).not.toHaveBeenCalled();
    expect(subscribe.mock.calls[0][0]).toEqual({ id_Abbonamento: 1, pagamento_automatico: false });
  });

  it("shows the provider's refusal of the card as a toast and names the step", async () => {
    answerPageLoad({ billing: naturalPersonBillingAnswer });
    jest.spyOn(subscriptionApi, 'saveBilling').mockResolvedValue(naturalPersonBillingAnswer);
    jest.spyOn(subscriptionApi, 'providerKey').mockResolvedValue(provider);
    jest
      .spyOn(cardProvider, 'createCardToken')
      .mockRejectedValue(new cardProvider.CardTokenError("Your card's security code is invalid."));
    const subscribe = jest.spyOn(subscriptionApi, 'subscribe');
    const { user, choose, confirmBilling, activateButton, typeCard } = renderPage();
    await choose('Master mensile');
    await confirmBilling();
    await typeCard('4242424242424242', '12/30', '123');
    await user.click(activateButton());
    expect(await screen.findByText("Your card's security code is invalid.")).toBeInTheDocument();
    expect(
      screen.getByText(t('subscription.step.failed', { step: t('subscription.step.cardToken') })),
    ).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(activateButton()).toBeEnabled();
  });

  it('shows a refusal at a later step in the error banner, with the step', async () => {
    answerPageLoad({ billing: naturalPersonBillingAnswer });
    jest.spyOn(subscriptionApi, 'saveBilling').mockResolvedValue(naturalPersonBillingAnswer);
    jest.spyOn(subscriptionApi, 'providerKey').mockResolvedValue(provider);
    jest.spyOn(cardProvider, 'createCardToken').mockResolvedValue('tok_1');
    const declined = t('payments.error.card_declined');
    jest
      .spyOn(subscriptionApi, 'saveCard')
      .mockRejectedValue(new ApiError({ kind: 'refused', status: 200, title: declined, messages: [] }));
    const subscribe = jest.spyOn(subscriptionApi, 'subscribe');
    const { user, choose, confirmBilling, activateButton, typeCard } = renderPage();
    await choose('Master mensile');
    await confirmBilling();
    await typeCard('4000000000000002', '12/30', '123');
    await user.click(activateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(declined);
    expect(
      screen.getByText(t('subscription.step.failed', { step: t('subscription.step.payment') })),
    ).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
