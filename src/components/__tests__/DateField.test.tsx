import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, setupUser } from '../../testing/render';
import { DateForm, dayField } from './dateForm';

/*
 * DateField shows a read-only stand-in until antd's picker (a chunk of its own) is here; once
 * loaded, the picker stays for the module registry's life. The stand-in's own test is in
 * DateField.standIn.test.tsx, a file (and so a registry) of its own, where no test has loaded the
 * picker before it whatever the order.
 */
describe('DateField', () => {
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
