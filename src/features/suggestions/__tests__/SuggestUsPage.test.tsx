import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../api/client';
import { intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import { fromDevToolsFile } from '@shared/validation/supportReplay';
import type { TicketRequest } from '@shared/validation/tickets';
import SuggestUsPage from '../SuggestUsPage';
import { suggestionsApi } from '../suggestionsApi';

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('SuggestUsPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string) => intl.formatMessage({ id });
  const renderPage = () =>
    renderWithProviders(<SuggestUsPage />, { language, route: '/suggest-us', preloadedState: signedInAs(0) });

  it('has an 8-row box, a confirm button disabled while the text is empty, and thanks the user once sent', async () => {
    const create = jest
      .spyOn(suggestionsApi, 'create')
      .mockResolvedValue({ id_Ticket: 1, dataInizio: '2026-05-04T10:00:00.000Z', replay: false });
    const user = setupUser();
    renderPage();
    const box = screen.getByRole('textbox', { name: t('suggestions.text.label') });
    expect(box).toHaveAttribute('rows', '8');
    const confirm = screen.getByRole('button', { name: t('suggestions.submit') });
    expect(confirm).toBeDisabled();
    await user.type(box, '   ');
    expect(confirm).toBeDisabled();
    await user.type(box, 'The calendar is slow');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText(t('suggestions.thanks.title'))).toBeInTheDocument();
    expect(screen.getByText(t('suggestions.thanks.body'))).toBeInTheDocument();
    expect(screen.queryByText(t('suggestions.thanks.replay'))).not.toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({
      descrizione: 'The calendar is slow',
      dataInizio: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      replay: undefined,
    });

    await user.click(screen.getByRole('button', { name: t('suggestions.another') }));
    expect(screen.getByRole('textbox', { name: t('suggestions.text.label') })).toHaveValue('');
  });

  it('explains the "attach what I did" box and, ticked, sends the redacted steps', async () => {
    const create = jest
      .spyOn(suggestionsApi, 'create')
      .mockResolvedValue({ id_Ticket: 2, dataInizio: '2026-05-04T10:00:00.000Z', replay: true });
    const user = setupUser();
    renderPage();
    expect(screen.getByText(t('suggestions.attach.help'))).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: t('suggestions.attach.label') });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.type(screen.getByRole('textbox', { name: t('suggestions.text.label') }), 'It froze');
    await user.click(screen.getByRole('button', { name: t('suggestions.submit') }));

    expect(await screen.findByText(t('suggestions.thanks.replay'))).toBeInTheDocument();
    const body = create.mock.calls[0][0] as TicketRequest;
    const replay = fromDevToolsFile(body.replay!)!;
    // The page's own steps are in it; the session's token is not.
    expect(replay.actions.map((action) => action.type)).toContain('suggestions/suggestionFormOpened');
    expect(JSON.stringify(body.replay)).not.toContain('token-1');
  });

  it("shows the server's refusal and keeps the text", async () => {
    jest
      .spyOn(suggestionsApi, 'create')
      .mockRejectedValue(new ApiError({ kind: 'http', status: 429, title: t('tickets.tooMany'), messages: [] }));
    const user = setupUser();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: t('suggestions.text.label') }), 'Once more');
    await user.click(screen.getByRole('button', { name: t('suggestions.submit') }));
    expect(await screen.findByText(t('tickets.tooMany'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: t('suggestions.submit') })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: t('suggestions.text.label') })).toHaveValue('Once more');
  });
});
