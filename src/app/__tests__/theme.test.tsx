import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { Provider } from 'react-redux';
import { mediaQueryList } from '../../testing/screenWidth';
import { LanguageProvider } from '../LanguageProvider';
import { createAppStore } from '../store';

/** What antd's components read of the motion token, under the app's providers. */
function Motion() {
  return <p>{theme.useToken().token.motion ? 'animated' : 'still'}</p>;
}

/** A system whose "reduce motion" setting the test turns on and off. */
function motionSetting(reduced: boolean) {
  const listeners = new Set<EventListener>();
  let matches = reduced;
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...mediaQueryList(query, query === '(prefers-reduced-motion: reduce)' && matches),
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.add(listener as EventListener);
    },
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.delete(listener as EventListener);
    },
  }));
  return {
    turn(reduce: boolean) {
      matches = reduce;
      act(() => listeners.forEach((listener) => listener(new Event('change'))));
    },
  };
}

/** The app's own providers, without the test kit's (which turns the animations off for every test). */
function renderInApp() {
  render(
    <Provider store={createAppStore().store}>
      <LanguageProvider>
        <Motion />
      </LanguageProvider>
    </Provider>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe("antd's animations", () => {
  it('play for a system that asks nothing', () => {
    motionSetting(false);
    renderInApp();
    expect(screen.getByText('animated')).toBeInTheDocument();
  });

  it('stop for a system that asks for less motion, and follow a change of that setting at once', () => {
    const system = motionSetting(true);
    renderInApp();
    expect(screen.getByText('still')).toBeInTheDocument();
    system.turn(false);
    expect(screen.getByText('animated')).toBeInTheDocument();
  });
});
