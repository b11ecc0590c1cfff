import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import english from '../../../locales/en.json';
import italian from '../../../locales/it.json';
import { Money } from '../Money';

describe('Money', () => {
  it.each([
    ['it', italian, '€ 1.990,50'],
    ['en', english, '€1,990.50'],
  ])('shows cents as money in %s, through the shared formatter', (locale, messages, text) => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <Money cents={199050} />
      </IntlProvider>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
