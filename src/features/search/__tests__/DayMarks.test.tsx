import { screen, within } from '@testing-library/react';
import { formatIsoDate } from '../../../components/DateText';
import { intlFor, renderWithProviders } from '../../../testing/render';
import { LANGUAGES } from '@shared/validation/language';
import { DayMarks } from '../DayMarks';

/** The last three days of June and the first of July 2030: available, unavailable, booked, available. */
const days = [
  { giorno: '2030-06-28', disponibile: true, prenotato: false },
  { giorno: '2030-06-29', disponibile: false, prenotato: false },
  { giorno: '2030-06-30', disponibile: false, prenotato: true },
  { giorno: '2030-07-01', disponibile: true, prenotato: false },
];

describe.each(LANGUAGES)('DayMarks in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const june = language === 'it' ? 'giu' : 'Jun';
  const july = language === 'it' ? 'lug' : 'Jul';

  it('writes each day with its month, and tells booked apart from unavailable', () => {
    renderWithProviders(<DayMarks days={days} />, { language });
    const marks = within(screen.getByRole('list', { name: t('search.result.availability') })).getAllByRole('listitem');
    expect(marks.map((mark) => mark.textContent)).toEqual([`28${june}`, `29${june}`, `30${june}`, `1${july}`]);
    expect(marks.map((mark) => mark.className)).toEqual([
      'search-day available',
      'search-day unavailable',
      'search-day booked',
      'search-day available',
    ]);
    const date = (day: string) => formatIsoDate(language, day);
    expect(marks[1]).toHaveAccessibleName(t('search.day.unavailable', { day: date('2030-06-29') }));
    expect(marks[2]).toHaveAccessibleName(t('search.day.booked', { day: date('2030-06-30') }));
    expect(marks[3]).toHaveAccessibleName(t('search.day.available', { day: date('2030-07-01') }));
  });

  it('has a legend of the three states', () => {
    const { container } = renderWithProviders(<DayMarks days={days} />, { language });
    const legend = container.querySelector('.search-days-legend')!;
    expect([...legend.querySelectorAll('li')].map((entry) => entry.textContent)).toEqual([
      t('search.day.legend.available'),
      t('search.day.legend.unavailable'),
      t('search.day.legend.booked'),
    ]);
    expect(legend.querySelector('.search-day-swatch.booked')).not.toBeNull();
  });
});
