import { act, screen, within } from '@testing-library/react';
import type { Notification } from '@shared/contracts/notifications';
import { renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { NotificationBell } from '../NotificationBell';
import { type StreamHandlers, notificationsApi } from '../notificationsApi';
import { aNotification } from './fixtures';

let stream: StreamHandlers | null;
beforeEach(() => {
  stream = null;
  jest.spyOn(notificationsApi, 'stream').mockImplementation((_options, handlers) => {
    stream = handlers;
    return () => undefined;
  });
  jest.spyOn(notificationsApi, 'markRead').mockResolvedValue({ nonLette: 0 });
});
afterEach(() => jest.restoreAllMocks());

function listing(...elenco: Notification[]) {
  jest.spyOn(notificationsApi, 'list').mockResolvedValue({ nonLette: elenco.filter((n) => !n.letta).length, elenco });
}

const render = (language: 'it' | 'en' = 'en') =>
  renderWithProviders(<NotificationBell />, { preloadedState: signedInAs(), language, route: '/home' });

describe('the notification bell', () => {
  it('shows the unread count, and a live notification raises it without a reload', async () => {
    listing(aNotification(2), aNotification(1, { letta: true }));
    render();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await act(async () => stream?.onNotification(aNotification(3, { testo: 'Giulia Rossi accepted' })));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('lists them in a drawer; a click opens the page it is about and marks it read', async () => {
    listing(
      aNotification(2, { testo: 'Giulia Rossi would like to engage you for “Spot”', link: '/enlistments/2/sent' }),
    );
    const { currentPath } = render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(drawer).getByRole('link', { name: /would like to engage you for “Spot”/ }));
    expect(currentPath()).toBe('/enlistments/2/sent');
    expect(notificationsApi.markRead).toHaveBeenCalledWith([2]);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks all read, in Italian too', async () => {
    listing(aNotification(2), aNotification(1));
    render('it');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Notifiche, 2 non lette' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifiche' });
    expect(within(drawer).getAllByRole('img', { name: 'Non letta' })).toHaveLength(2);
    await user.click(within(drawer).getByRole('button', { name: 'Segna tutte come lette' }));
    expect(notificationsApi.markRead).toHaveBeenCalledWith(undefined);
    expect(within(drawer).queryAllByRole('img', { name: 'Non letta' })).toHaveLength(0);
    expect(within(drawer).getByRole('button', { name: 'Segna tutte come lette' })).toBeDisabled();
  });

  it('says when there is none', async () => {
    listing();
    render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Older notifications' })).not.toBeInTheDocument();
  });

  it('loads the older page when the first was full', async () => {
    listing(...Array.from({ length: 50 }, (_, index) => aNotification(60 - index, { letta: true })));
    render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    listing(aNotification(5, { testo: 'An old one', letta: true }));
    await user.click(await screen.findByRole('button', { name: 'Older notifications' }));
    expect(await screen.findByRole('link', { name: /An old one/ })).toBeInTheDocument();
    expect(notificationsApi.list).toHaveBeenCalledWith(11);
    expect(screen.queryByRole('button', { name: 'Older notifications' })).not.toBeInTheDocument();
  });
});
