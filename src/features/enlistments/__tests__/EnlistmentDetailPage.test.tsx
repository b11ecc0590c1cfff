import { StyleProvider } from '@ant-design/cssinjs';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../api/client';
import { lookupsLoaded } from '../../../testing/lookups';
import { enter, intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import EnlistmentDetailPage from '../EnlistmentDetailPage';
import { enlistmentsApi } from '../enlistmentsApi';
import { anEnlistment } from './testFixtures';

// Role queries skip the computed-style walk; an answer goes through the sagas before the page moves,
// which on a busy machine takes longer than the library's one second.
configure({ defaultHidden: true });
afterEach(() => jest.restoreAllMocks());

/** antd's styles outside the document: jsdom would match them against every element queried. */
const detachedStyles = document.createElement('div');
const endingWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const pending = anEnlistment({
  id_Ingaggio: 10,
  descrizione: 'Riprese in esterno\nDue giorni',
  listaNazioni: [
    { id_Nazione: 21, id_Regione: 8 },
    { id_Nazione: 10, id_Regione: null },
  ],
});
const accepted = anEnlistment({ id_Ingaggio: 20, statoIngaggio: 2, nome: 'Serie TV' });

describe.each(LANGUAGES)('EnlistmentDetailPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const renderDetail = (route: string, tier = 1) => {
    jest.spyOn(enlistmentsApi, 'sent').mockResolvedValue([pending]);
    jest.spyOn(enlistmentsApi, 'accepted').mockResolvedValue([accepted]);
    const user = setupUser();
    const rendered = renderWithProviders(
      <StyleProvider container={detachedStyles}>
        <EnlistmentDetailPage />
      </StyleProvider>,
      {
        language,
        route,
        path: '/enlistments/:id/:status',
        preloadedState: { ...signedInAs(tier), ...lookupsLoaded(language) },
      },
    );
    const button = (id: string) => screen.queryByRole('button', { name: endingWith(t(id)) });
    return { ...rendered, user, button };
  };

  it("shows the job's details, Accept and Reject for a request waiting, and the summary email not yet", async () => {
    const { button } = renderDetail('/enlistments/10/sent');
    expect(await screen.findByRole('heading', { name: 'Spot Barilla' })).toBeInTheDocument();
    expect(screen.getByText(t('enlistments.state.1'))).toBeInTheDocument();
    expect(screen.getByText('Giulia Rossi')).toBeInTheDocument();
    expect(screen.getByText(language === 'it' ? '20/05/2030' : '05/20/2030')).toBeInTheDocument();
    expect(screen.getByText('Via Tiburtina 521, Roma')).toBeInTheDocument();
    expect(
      screen.getByText(
        intl.formatList([t('components.nationRegion.named', { nation: 'Italia', region: 'Lazio' }), 'Francia']),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'produzione@example.com' })).toHaveAttribute(
      'href',
      'mailto:produzione@example.com',
    );
    expect(button('enlistments.accept')).toBeEnabled();
    expect(button('enlistments.reject')).toBeEnabled();
    expect(button('enlistments.summary.open')).toBeDisabled();
  });

  it('accepts, then shows the engagement among the accepted with the summary email enabled', async () => {
    const answer = jest.spyOn(enlistmentsApi, 'answer').mockResolvedValue({
      id_Ingaggio: 10,
      id_Job: 1,
      statoIngaggio: 2,
      tariffaGiornaliera: 24000,
      rispondiEntro: null,
    });
    const { user, button, currentPath } = renderDetail('/enlistments/10/sent');
    await screen.findByRole('heading', { name: 'Spot Barilla' });
    // The server now lists it as accepted.
    jest.spyOn(enlistmentsApi, 'sent').mockResolvedValue([]);
    jest.spyOn(enlistmentsApi, 'accepted').mockResolvedValue([accepted, { ...pending, statoIngaggio: 2 }]);
    await user.click(button('enlistments.accept')!);
    await waitFor(() => expect(currentPath()).toBe('/enlistments/10/accepted'));
    expect(answer).toHaveBeenCalledWith(10, 'accept', { dataInizio: '2030-05-20', dataFine: '2030-05-21' });
    expect(await screen.findByText(t('enlistments.accepted'))).toBeInTheDocument();
    expect(screen.getByText(t('enlistments.state.2'))).toBeInTheDocument();
    expect(button('enlistments.accept')).not.toBeInTheDocument();
    expect(button('enlistments.summary.open')).toBeEnabled();
  });

  it("shows the server's refusal of an overlapping accept and stays", async () => {
    const overlap =
      language === 'it'
        ? 'Hai già un ingaggio accettato in questi giorni'
        : 'You already have an accepted engagement on these days';
    jest
      .spyOn(enlistmentsApi, 'answer')
      .mockRejectedValue(new ApiError({ kind: 'refused', status: 200, title: overlap, messages: [] }));
    const { user, button, currentPath } = renderDetail('/enlistments/10/sent');
    await screen.findByRole('heading', { name: 'Spot Barilla' });
    await user.click(button('enlistments.accept')!);
    expect(await screen.findByText(overlap)).toBeInTheDocument();
    expect(currentPath()).toBe('/enlistments/10/sent');
  });

  it('refuses an accept of dates the client changed since, and shows the request as it is now', async () => {
    const changed = t('enlistments.accept.changed');
    jest
      .spyOn(enlistmentsApi, 'answer')
      .mockRejectedValue(new ApiError({ kind: 'refused', status: 200, title: changed, messages: [] }));
    const { user, button, currentPath } = renderDetail('/enlistments/10/sent');
    await screen.findByRole('heading', { name: 'Spot Barilla' });
    expect(screen.getByText(language === 'it' ? '20/05/2030' : '05/20/2030')).toBeInTheDocument();
    // Meanwhile the client moved the request.
    jest
      .spyOn(enlistmentsApi, 'sent')
      .mockResolvedValue([{ ...pending, dataInizio: '2030-05-25', dataFine: '2030-05-27' }]);
    await user.click(button('enlistments.accept')!);
    expect(await screen.findByText(changed)).toBeInTheDocument();
    expect(await screen.findByText(language === 'it' ? '25/05/2030' : '05/25/2030')).toBeInTheDocument();
    expect(screen.queryByText(language === 'it' ? '20/05/2030' : '05/20/2030')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/enlistments/10/sent');
    expect(button('enlistments.accept')).toBeEnabled();
  });

  it('rejects only after confirmation, then goes back to the lists', async () => {
    const answer = jest.spyOn(enlistmentsApi, 'answer').mockResolvedValue({
      id_Ingaggio: 20,
      id_Job: 1,
      statoIngaggio: 3,
      tariffaGiornaliera: 24000,
      rispondiEntro: null,
    });
    const { user, button, currentPath } = renderDetail('/enlistments/20/accepted');
    await screen.findByRole('heading', { name: 'Serie TV' });
    expect(button('enlistments.accept')).not.toBeInTheDocument();
    await user.click(button('enlistments.reject')!);
    const dialog = await screen.findByRole('dialog', { name: t('confirm.areYouSure') });
    expect(within(dialog).getByText(t('enlistments.reject.confirm.accepted'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    expect(answer).not.toHaveBeenCalled();
    await user.click(button('enlistments.reject')!);
    const again = await screen.findByRole('dialog', { name: t('confirm.areYouSure') });
    await user.click(within(again).getByRole('button', { name: t('enlistments.reject') }));
    await waitFor(() => expect(currentPath()).toBe('/enlistments'));
    expect(answer).toHaveBeenCalledWith(20, 'reject');
  });

  it("sends the summary to the user's own address unless another is typed, and checks it", async () => {
    const send = jest.spyOn(enlistmentsApi, 'sendSummary').mockResolvedValue(null);
    const { user, button } = renderDetail('/enlistments/20/accepted');
    await screen.findByRole('heading', { name: 'Serie TV' });
    await user.click(button('enlistments.summary.open')!);
    const dialog = await screen.findByRole('dialog', { name: t('enlistments.summary.title') });
    const email = within(dialog).getByLabelText(t('enlistments.summary.email'));
    expect(email).toHaveValue('giulia@example.com');
    await user.clear(email);
    await enter(user, email, 'agente');
    await user.click(within(dialog).getByRole('button', { name: endingWith(t('enlistments.summary.send')) }));
    expect(await within(dialog).findByText(t('validation.email.invalid'))).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await enter(user, email, '@example.com');
    await user.click(within(dialog).getByRole('button', { name: endingWith(t('enlistments.summary.send')) }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'agente@example.com', idIngaggio: 20 }));
    expect(await screen.findByText(t('enlistments.summary.sent'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t('enlistments.summary.title') })).not.toBeInTheDocument(),
    );
  });

  it('sends a user without a subscription to the plans when they answer', async () => {
    jest
      .spyOn(enlistmentsApi, 'answer')
      .mockRejectedValue(new ApiError({ kind: 'http', status: 403, title: t('api.error.forbidden'), messages: [] }));
    const { user, button, currentPath } = renderDetail('/enlistments/10/sent', 0);
    await screen.findByRole('heading', { name: 'Spot Barilla' });
    await user.click(button('enlistments.accept')!);
    await waitFor(() => expect(currentPath()).toBe('/subscriptions'));
  });

  it('says so when the engagement is not in the list the address names', async () => {
    renderDetail('/enlistments/20/sent');
    expect(await screen.findByText(t('enlistments.detail.notFound'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: endingWith(t('enlistments.back')) })).toHaveAttribute(
      'href',
      '/enlistments',
    );
  });
});
