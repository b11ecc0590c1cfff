import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { domainApi } from '../../store/domain/domainApi';
import { lookupsLoaded } from '../../testing/lookups';
import { intlFor, renderWithProviders } from '../../testing/render';
import { choose, optionsOf } from '../../testing/tabHarness';
import { SchemaForm } from '../form/SchemaForm';
import { LANGUAGES } from '@shared/validation/language';
import { workingAreaSchema } from '@shared/validation/profile/availability';
import { NationRegionSelect } from '../NationRegionSelect';

afterEach(() => jest.restoreAllMocks());

/** One nation with its region, as a job or a working area holds it, under the shared rule. */
function AreaForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <SchemaForm
      initialValues={{ area: { id_Nazione: null, id_Regione: null } }}
      schema={yup.object({ area: workingAreaSchema })}
      pending={false}
      failure={null}
      onSubmit={onSubmit}
      submitLabel="OK"
    >
      {() => <NationRegionSelect name="area" />}
    </SchemaForm>
  );
}

describe.each(LANGUAGES)('NationRegionSelect in %s', (language) => {
  const t = (id: string) => intlFor(language).formatMessage({ id });
  const renderSelect = () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AreaForm onSubmit={onSubmit} />, { language, preloadedState: lookupsLoaded(language) });
    const nation = () => screen.getByLabelText(t('components.nationRegion.nation'));
    const region = () => screen.queryByLabelText(t('components.nationRegion.region'));
    return { user, onSubmit, nation, region, submit: () => user.click(screen.getByRole('button', { name: 'OK' })) };
  };

  it('offers the nations of the lookups, already loaded in the language, without asking the server again', async () => {
    const nations = jest.spyOn(domainApi, 'nations');
    const { user, nation, region } = renderSelect();
    expect(await optionsOf(user, nation())).toEqual(['Francia', 'Italia', 'Spagna']);
    expect(region()).not.toBeInTheDocument();
    expect(nations).not.toHaveBeenCalled();
  });

  it('shows the regions of Italy, requires one, and sends both ids', async () => {
    const { user, nation, region, submit, onSubmit } = renderSelect();
    await choose(user, nation(), 'Italia');
    expect(await optionsOf(user, region()!)).toEqual(['Lazio', 'Lombardia', 'Sicilia']);
    await submit();
    expect(await screen.findByText(t('validation.profile.region.required'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await choose(user, region()!, 'Sicilia');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ area: { id_Nazione: 21, id_Regione: 15 } }));
  });

  it('finds a region by part of its name in any case, and clears it when the nation changes', async () => {
    const { user, nation, region, submit, onSubmit } = renderSelect();
    await choose(user, nation(), 'Italia');
    await user.type(region()!, 'SIC');
    expect(await optionsOf(user, region()!)).toEqual(['Sicilia']);
    await user.keyboard('{Escape}');
    await choose(user, nation(), 'Francia');
    expect(region()).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ area: { id_Nazione: 10, id_Regione: null } }));
  });

  it('says a nation is required', async () => {
    const { submit } = renderSelect();
    await submit();
    expect(await screen.findByText(t('validation.profile.nation.required'))).toBeInTheDocument();
  });
});
