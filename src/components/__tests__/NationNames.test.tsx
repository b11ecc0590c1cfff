import { act, screen } from '@testing-library/react';
import type { Nation } from '@shared/contracts/domain';
import { domainApi } from '../../store/domain/domainApi';
import { nations } from '../../testing/lookups';
import { renderWithProviders } from '../../testing/render';
import { NationNames } from '../NationNames';

// The lookups arrive through the domain saga.
afterEach(() => jest.restoreAllMocks());

describe('NationNames', () => {
  it('writes no nation id while the names are on their way, then the names', async () => {
    let answer: (value: Nation[]) => void = () => undefined;
    jest.spyOn(domainApi, 'nations').mockReturnValue(
      new Promise<Nation[]>((resolve) => {
        answer = resolve;
      }),
    );
    jest.spyOn(domainApi, 'languages').mockResolvedValue([]);
    jest.spyOn(domainApi, 'levels').mockResolvedValue([]);
    jest.spyOn(domainApi, 'scopes').mockResolvedValue([]);
    const { container } = renderWithProviders(
      <p data-testid="places">
        <NationNames
          places={[
            { id_Nazione: 21, id_Regione: 8 },
            { id_Nazione: 10, id_Regione: null },
          ]}
        />
      </p>,
      { language: 'it', route: '/jobs' },
    );
    expect(domainApi.nations).toHaveBeenCalled();
    expect(container.textContent).not.toMatch(/\d/);
    await act(async () => answer(nations));
    expect(await screen.findByText('Italia (Lazio) e Francia')).toBeInTheDocument();
  });
});
