import { screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { renderWithProviders, setupUser } from '../../testing/render';
import { dateField } from '@shared/validation/fields';
import { DateField } from '../form/DateField';
import { SchemaForm } from '../form/SchemaForm';

/*
 * DateField shows a read-only stand-in until antd's picker (a chunk of its own) is here; once
 * loaded, the picker stays for the module registry's life. Each test brings what it needs itself,
 * so they pass in any order.
 */
function DateForm({ onSubmit = jest.fn() }: { onSubmit?: (values: unknown) => void }) {
  return (
    <SchemaForm
      initialValues={{ giorno: '2026-12-05' }}
      schema={yup.object({ giorno: dateField() })}
      pending={false}
      failure={null}
      onSubmit={onSubmit}
      submitLabel="OK"
    >
      {() => <DateField name="giorno" label="Day" />}
    </SchemaForm>
  );
}

const dayField = () => screen.getByLabelText((content) => content.startsWith('Day'));

describe('DateField', () => {
  it('shows the day in the same look until the picker is here; Tab to it brings the picker, which keeps the focus and the day', async () => {
    renderWithProviders(<DateForm />, { language: 'en' });
    const standIn = dayField();
    expect(standIn).toHaveAttribute('readonly');
    expect(standIn).toHaveValue('5 Dec 2026');
    expect(standIn).toHaveAttribute('placeholder', 'Select date');

    await setupUser().tab();
    await waitFor(() => expect(dayField()).not.toHaveAttribute('readonly'), { timeout: 5000 });
    expect(dayField()).toHaveFocus();
    expect(dayField()).toHaveValue('5 Dec 2026');
  });

  it('once the picker is here, renders it at once, and a typed day reaches the form as the wire date', async () => {
    // A first form brings the picker (Tab reaches for it), then goes.
    const first = renderWithProviders(<DateForm />, { language: 'it' });
    await setupUser().tab();
    await waitFor(() => expect(dayField()).not.toHaveAttribute('readonly'), { timeout: 5000 });
    first.unmount();

    const onSubmit = jest.fn();
    renderWithProviders(<DateForm onSubmit={onSubmit} />, { language: 'it' });
    expect(dayField()).not.toHaveAttribute('readonly');
    expect(dayField()).toHaveValue('05/12/2026');
    const user = setupUser();
    await user.clear(dayField());
    await user.type(dayField(), '07/01/2027{Enter}');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ giorno: '2027-01-07' }));
  });
});
