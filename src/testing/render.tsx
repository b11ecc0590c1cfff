import { StyleProvider } from '@ant-design/cssinjs';
import { render, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactElement, useEffect } from 'react';
import { createIntl } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, type NavigateFunction, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { App as AntApp, ConfigProvider } from 'antd';
import en from '../../locales/en.json';
import it from '../../locales/it.json';
import { LanguageProvider } from '../app/LanguageProvider';
import { type RootState, createAppStore } from '../app/store';
import type { Language } from '@shared/validation/language';

const catalogues: Record<Language, Record<string, string>> = { it, en };

/**
 * Where antd writes its styles in tests: an element outside the document. jsdom answers
 * getComputedStyle by matching every style rule of the document against the element and, for
 * `visibility`, against each of its ancestors; Testing Library asks for it on every role query and
 * accessible name, and antd's form items on every error shown. With antd's thousands of rules in the
 * page each query took hundreds of milliseconds, and on a busy machine a `findBy`/`waitFor` ran past
 * its one-second limit: the cause of RegisterPage's timeout. No test depends on how things look;
 * what hides an element for a user (a closed popup, a closed dialog) is in the DOM as well.
 */
const detachedStyles = document.createElement('div');

/** No animations in tests: a dialog or a message is there at once, without waiting on motion timers. */
const noMotion = { token: { motion: false } };

/*
 * A missing message shows its id to the user; react-intl only logs it. Here it fails the test, so a
 * page cannot ship an id the locales lack.
 */
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (String(args[0]).includes('MISSING_TRANSLATION')) throw new Error(String(args[0]));
  logError(...args);
};

/** The real catalogue of a language, so a test finds what a user reads rather than message ids. */
export function intlFor(language: Language) {
  return createIntl({ locale: language, messages: catalogues[language] });
}

/** A slice's state as a test writes it: without redux-persist's bookkeeping. */
export type TestState = { [Slice in keyof RootState]?: Omit<RootState[Slice], '_persist'> };

export interface RenderOptions {
  preloadedState?: TestState;
  language?: Language;
  /** The address the page opens at. */
  route?: string;
  /** The route pattern the page is mounted on, for pages that read parameters; any path by default. */
  path?: string;
}

/** Hands the router's navigate to the sagas and reports every location the test passes through. */
function RouterProbe({
  onNavigate,
  onLocation,
}: {
  onNavigate: (navigate: NavigateFunction) => void;
  onLocation: (path: string) => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => onNavigate(navigate), [navigate, onNavigate]);
  useEffect(() => onLocation(pathname), [pathname, onLocation]);
  return null;
}

/**
 * Renders a page as the app does: the real store with its sagas, the language providers (react-intl,
 * antd, dayjs) and a MemoryRouter. The sagas' navigate (their context) moves that router, and
 * `currentPath()` says where a flow ended up. (A data router would need the Fetch API's Request,
 * which jsdom does not have.)
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState = {}, language = 'it', route = '/', path = '*' }: RenderOptions = {},
) {
  // redux-persist would otherwise bring back what an earlier test left in jsdom's storage.
  window.localStorage.clear();
  const { store, runSagas } = createAppStore({
    ...preloadedState,
    language: { current: language },
  } as Partial<RootState>);
  let navigate: NavigateFunction | undefined;
  let currentPath = route;
  runSagas({ navigate: (to, options) => void navigate?.(to, options) });
  const result = render(
    <StyleProvider container={detachedStyles}>
      <Provider store={store}>
        <LanguageProvider>
          <ConfigProvider theme={noMotion}>
            {/* The app puts antd's App (modal, message hooks) in the signed-in layout; pages tested alone need it here. */}
            <AntApp>
              <MemoryRouter initialEntries={[route]}>
                <RouterProbe
                  onNavigate={(next) => {
                    navigate = next;
                  }}
                  onLocation={(next) => {
                    currentPath = next;
                  }}
                />
                <Routes>
                  <Route path={path} element={ui} />
                </Routes>
              </MemoryRouter>
            </AntApp>
          </ConfigProvider>
        </LanguageProvider>
      </Provider>
    </StyleProvider>,
  );
  return { ...result, store, currentPath: () => currentPath };
}

/**
 * A user for component tests. No delay between keys, and no pointer-events check: that check asks
 * jsdom for the computed style of every ancestor on each click, which antd's deep trees make slow.
 */
export function setupUser(): UserEvent {
  return userEvent.setup({ delay: null, pointerEventsCheck: 0 });
}

/** Puts a value into a field as one paste: Formik sees one change, the rules are the same. */
export async function enter(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** The picker's module is imported at a field's first reach: the first import in a test file takes a second or more. */
const PICKER_ARRIVAL = { timeout: 5000 };

/**
 * Points at a date field, which brings antd's picker in place of DateField's read-only stand-in,
 * and returns the picker's input once it is there (the field's element until then is replaced).
 */
async function reachDatePicker(user: UserEvent, field: HTMLElement) {
  await user.hover(field);
  return waitFor(() => {
    const input = document.getElementById(field.id);
    expect(input).not.toHaveAttribute('readonly');
    return input as HTMLElement;
  }, PICKER_ARRIVAL);
}

/** Types keys into a date field's picker. */
export async function typeIntoDate(user: UserEvent, field: HTMLElement, keys: string) {
  await user.type(await reachDatePicker(user, field), keys);
}

/**
 * Opens a date field's picker and answers whether it offers a day ('YYYY-MM-DD') of the month shown:
 * antd greys out the days its disabledDate refuses.
 */
export async function openDatePicker(user: UserEvent, field: HTMLElement) {
  await user.click(await reachDatePicker(user, field));
  const cells = await waitFor(() => {
    // The open picker's days: another field's picker, opened before, stays in the document hidden.
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td.ant-picker-cell-in-view',
      ),
    ];
    expect(found.length).toBeGreaterThan(27);
    return found;
  });
  return (day: string) => {
    const cell = cells.find((candidate) => candidate.getAttribute('title') === day);
    if (!cell) throw new Error(`${day} is not in the month the picker shows`);
    return !cell.classList.contains('ant-picker-cell-disabled');
  };
}
