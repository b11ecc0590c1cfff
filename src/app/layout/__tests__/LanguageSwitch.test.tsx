import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { Footer } from '../Footer';
import { LanguageSwitch } from '../LanguageSwitch';

describe("the header's language switch", () => {
  it('switches the language in place, without sending its form, and says which one is on', async () => {
    const submitted = jest.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', submitted);
    const { store } = renderWithProviders(<LanguageSwitch />, { language: 'it' });
    expect(screen.getByRole('button', { name: 'IT' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(store.getState().language.current).toBe('en'));
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    expect(submitted).not.toHaveBeenCalled();
    document.removeEventListener('submit', submitted);
  });
});

describe('the footer', () => {
  afterEach(() => jest.useRealTimers());

  it('dates the copyright by the year in Rome', () => {
    // 23:30 on 31 December in London is already the new year in Rome.
    jest.useFakeTimers({
      now: new Date('2026-12-31T23:30:00Z'),
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout'],
    });
    renderWithProviders(<Footer />, { language: 'en' });
    expect(screen.getByText(/© 2027/)).toBeInTheDocument();
  });
});
