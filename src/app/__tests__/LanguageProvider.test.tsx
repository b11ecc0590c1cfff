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

  describe('the language cookie', () => {
    const clearCookie = () => {
      document.cookie = 'troupe-language=; path=/; max-age=0';
    };
    beforeEach(clearCookie);
    afterAll(clearCookie);

    it('is not overwritten by the first render: a choice the browser sent meanwhile stays', () => {
      // The switch of a prerendered page, sent by the browser while the app was starting: the
      // server's answer has set the cookie to English while this page still shows Italian.
      document.cookie = 'troupe-language=en; path=/';
      renderWithProviders(<FormattedMessage id="profile.title" />, { language: 'it' });
      expect(screen.getByText('Profilo')).toBeInTheDocument();
      expect(document.cookie).toContain('troupe-language=en');
    });

    it('is filled in with the stored language when the browser has none', () => {
      renderWithProviders(<FormattedMessage id="profile.title" />, { language: 'it' });
      expect(document.cookie).toContain('troupe-language=it');
    });
  });
});
