import { act, screen } from '@testing-library/react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { FormattedMessage } from 'react-intl';
import { languageChosen } from '../../store/language';
import { renderWithProviders } from '../../testing/render';

describe('the language switch', () => {
  it('moves react-intl, antd and dayjs to the new language at once, without a reload', () => {
    const { store } = renderWithProviders(
      <>
        <FormattedMessage id="profile.title" />
        <DatePicker />
      </>,
      { language: 'it' },
    );
    expect(screen.getByText('Profilo')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Selezionare la data')).toBeInTheDocument();
    expect(dayjs.locale()).toBe('it');

    act(() => {
      store.dispatch(languageChosen('en'));
    });
    expect(screen.getByText('Profile')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Select date')).toBeInTheDocument();
    expect(dayjs.locale()).toBe('en');
    expect(dayjs('2026-11-25').format('dddd')).toBe('Wednesday');
    expect(document.documentElement.lang).toBe('en');
    // The server sends the next visit's prerendered pages in English.
    expect(document.cookie).toContain('troupe-language=en');
  });
});
