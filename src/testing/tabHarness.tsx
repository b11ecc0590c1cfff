import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import enUS from 'antd/locale/en_US';
import itIT from 'antd/locale/it_IT';
import type { ComponentType } from 'react';
import type { ApiFailure } from '../api/client';
import type { TabProps } from '../features/profile/tabs/tabProps';
import type { Language } from '@shared/validation/language';
import { type TestState, intlFor, renderWithProviders } from './render';

const OPTIONAL_MARK: Record<Language, string | undefined> = { it: itIT.Form?.optional, en: enUS.Form?.optional };

/**
 * Matches a form label by its own text, with or without the "(optional)" mark antd appends to the
 * labels of optional fields in that language: `screen.getByLabelText(label('Città', 'it'))`.
 */
export const label = (text: string, language: Language) => (content: string) =>
  content === text || content === `${text}${OPTIONAL_MARK[language] ?? ''}`;

interface TabRenderOptions<Data> {
  data: Data;
  language: Language;
  pending?: boolean;
  failure?: ApiFailure | null;
  preloadedState?: TestState;
}

/**
 * A profile wizard tab on its own, as the wizard hands it its props: the test reads what a user
 * reads (the language's real catalogue), and `onSubmit` records what the tab would send.
 */
export function renderTab<Data>(
  Tab: ComponentType<TabProps<Data>>,
  { data, language, pending = false, failure = null, preloadedState }: TabRenderOptions<Data>,
) {
  const onSubmit = jest.fn();
  const user = userEvent.setup({ delay: null });
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rendered = renderWithProviders(<Tab data={data} pending={pending} failure={failure} onSubmit={onSubmit} />, {
    language,
    preloadedState,
  });
  const field = (id: string, values?: Record<string, string | number>) =>
    screen.getByLabelText(label(t(id, values), language));
  /** Types a whole text at once (a paste): long texts typed key by key make slow tests. */
  const fill = async (control: HTMLElement, text: string) => {
    await user.click(control);
    await user.paste(text);
  };
  // While a save is under way the button also holds antd's "loading" icon, named before the text.
  const save = () =>
    user.click(screen.getByRole('button', { name: (name) => name.endsWith(t('profile.saveAndContinue')) }));
  /** The values the tab sent, after waiting for Formik's asynchronous validation to let them through. */
  const submitted = async () => {
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    return onSubmit.mock.calls[0][0] as Record<string, unknown>;
  };
  return { ...rendered, user, t, field, fill, onSubmit, save, submitted };
}

/** Whether a field's label carries antd's "(optional)" mark. */
export const isMarkedOptional = (control: HTMLElement) =>
  Boolean(document.querySelector(`label[for="${CSS.escape(control.id)}"] .ant-form-item-optional`));

/**
 * The options of this select's popup while it is open: the popup that holds the listbox its input
 * controls (antd keeps closed popups in the page, and one may still be closing when another opens).
 */
function openOptions(select: HTMLElement): HTMLElement[] {
  const listId = select.getAttribute('aria-controls');
  const popup = listId ? document.getElementById(listId)?.closest('.ant-select-dropdown') : null;
  return popup && !popup.classList.contains('ant-select-dropdown-hidden')
    ? [...popup.querySelectorAll<HTMLElement>('.ant-select-item-option')]
    : [];
}

/** The labels an antd select offers once opened. */
export async function optionsOf(user: UserEvent, select: HTMLElement): Promise<string[]> {
  await user.click(select);
  await waitFor(() => expect(openOptions(select).length).toBeGreaterThan(0));
  const labels = openOptions(select).map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return labels;
}

/** Opens an antd select and picks the option with that label, as a user does with the mouse. */
export async function choose(user: UserEvent, select: HTMLElement, optionLabel: string) {
  await user.click(select);
  const option = await waitFor(async () => {
    const found = openOptions(select).find((candidate) => candidate.textContent === optionLabel);
    if (found) return found;
    // A click that came while the popup was still closing from the last choice left it shut: again, as a person would.
    if (select.getAttribute('aria-expanded') !== 'true') await user.click(select);
    throw new Error(`no option "${optionLabel}" in the open select`);
  });
  await user.click(option);
}

/** A select's chosen label as shown in its box; empty when nothing is chosen and the placeholder shows. */
export function shownValue(select: HTMLElement): string {
  const content = select.closest('.ant-select')?.querySelector('.ant-select-content');
  return content?.classList.contains('ant-select-content-has-value') ? (content.textContent ?? '') : '';
}
