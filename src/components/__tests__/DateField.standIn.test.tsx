import { waitFor } from '@testing-library/react';
import { renderWithProviders, setupUser } from '../../testing/render';
import { DateForm, dayField } from './dateForm';

/*
 * DateField shows a read-only stand-in until antd's picker (a chunk of its own) is here; once
 * loaded, the picker stays for the module registry's life. So this test has a file of its own: in
 * DateField.test.tsx another test, run first in a random order, would have loaded the picker.
 */
describe('DateField before its picker is loaded', () => {
  it('shows the day in the same look until the picker is here; Tab to it brings the picker, which keeps the focus and the day', async () => {
    renderWithProviders(<DateForm />, { language: 'en' });
    const standIn = dayField();
    expect(standIn).toHaveAttribute('readonly');
    expect(standIn).toHaveValue('12/05/2026');
    expect(standIn).toHaveAttribute('placeholder', 'Select date');

    await setupUser().tab();
    await waitFor(() => expect(dayField()).not.toHaveAttribute('readonly'), { timeout: 5000 });
    expect(dayField()).toHaveFocus();
    expect(dayField()).toHaveValue('12/05/2026');
  });
});
