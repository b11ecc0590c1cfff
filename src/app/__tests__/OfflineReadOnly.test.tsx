import type { ApiFailure } from '../../api/client';
import { act, screen } from '@testing-library/react';
import { Button, Select } from 'antd';
import { ApiAlert } from '../../components/ApiAlert';
import { connectionChanged } from '../../features/offline/offlineSlice';
import {
  profileReducer,
  profileTabLoadFailed,
  profileTabLoaded,
  profileTabOpened,
} from '../../features/profile/profileSlice';
import { intlFor, renderWithProviders } from '../../testing/render';
import { signedInAs } from '../../testing/session';
import { OfflineReadOnly } from '../OfflineReadOnly';

const NO_NETWORK: ApiFailure = { kind: 'network', status: 0, title: '', messages: [] };
const t = (id: string) => intlFor('it').formatMessage({ id });

function Page() {
  return (
    <OfflineReadOnly>
      <ApiAlert failure={NO_NETWORK} />
      <Button>Salva</Button>
      <Select aria-label="Anno" options={[{ value: 2026, label: '2026' }]} value={2026} />
      <a href="/home">Home</a>
    </OfflineReadOnly>
  );
}

describe('a signed-in page without a connection', () => {
  it('is read-only offline: its controls disabled, no error of its own for the lost connection', () => {
    const { store } = renderWithProviders(<Page />, { preloadedState: signedInAs(2) });
    act(() => {
      store.dispatch(connectionChanged(false));
    });
    expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Anno' })).toBeDisabled();
    expect(screen.queryByText(t('alert.error.network'))).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });

  it('is usable again, and says a lost answer, once online', () => {
    const { store } = renderWithProviders(<Page />, { preloadedState: signedInAs(2) });
    act(() => {
      store.dispatch(connectionChanged(false));
    });
    act(() => {
      store.dispatch(connectionChanged(true));
    });
    expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
    expect(screen.getByText(t('alert.error.network'))).toBeInTheDocument();
  });
});

describe('a profile tab whose read fails', () => {
  const kept = [profileTabOpened(1), profileTabLoaded({ tab: 1, data: { disponibile: true } }), profileTabOpened(1)];

  it('keeps showing the data on hand when there is no connection', () => {
    const state = [...kept, profileTabLoadFailed({ tab: 1, failure: NO_NETWORK })].reduce(
      profileReducer,
      profileReducer(undefined, { type: 'init' }),
    );
    expect(state.tabs[1]).toMatchObject({ loadStatus: 'succeeded', data: { disponibile: true } });
  });

  it('fails with nothing on hand, or when the server refused', () => {
    const initial = profileReducer(undefined, { type: 'init' });
    const nothing = [profileTabOpened(1), profileTabLoadFailed({ tab: 1, failure: NO_NETWORK })].reduce(
      profileReducer,
      initial,
    );
    expect(nothing.tabs[1]?.loadStatus).toBe('failed');
    const refused = [
      ...kept,
      profileTabLoadFailed({ tab: 1, failure: { kind: 'http', status: 500, title: 'x', messages: [] } }),
    ].reduce(profileReducer, initial);
    expect(refused.tabs[1]?.loadStatus).toBe('failed');
  });
});
