import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import * as yup from 'yup';
import { intlFor, openDatePicker, renderWithProviders, setupUser } from '../../testing/render';
import { isMarkedOptional, label } from '../../testing/tabHarness';
import { dateField, optionalText, text } from '@shared/validation/fields';
import { LANGUAGES } from '@shared/validation/language';
import { DateField } from '../form/DateField';
import { SchemaForm } from '../form/SchemaForm';
import { TextField } from '../form/TextField';

/** A small form of the kit under a shared-style schema: one required text, one optional, one date. */
const schema = yup.object({
  nome: text(100).required('validation.profile.name.required'),
  note: optionalText(50),
  giorno: dateField(),
});

interface KitFormProps {
  pending?: boolean;
  onSubmit: (values: unknown) => void;
}

function KitForm({ pending = false, onSubmit }: KitFormProps) {
  return (
    <SchemaForm
      initialValues={{ nome: '', note: '', giorno: null }}
      schema={schema}
      pending={pending}
      failure={null}
      onSubmit={onSubmit}
      submitLabel="OK"
    >
      {() => (
        <>
          <TextField name="nome" label="Nome" mask={(value) => value.toUpperCase()} />
          <TextField name="note" label="Note" />
          {/* A rule that refuses every 13th, to see the picker leave those days out. */}
          <DateField name="giorno" label="Giorno" disabledDate={(day) => day.endsWith('-13')} />
        </>
      )}
    </SchemaForm>
  );
}

describe.each(LANGUAGES)('the form kit (%s)', (language) => {
  const t = (id: string) => intlFor(language).formatMessage({ id });
  const renderForm = (props: Partial<KitFormProps> = {}) => {
    const onSubmit = jest.fn();
    renderWithProviders(<KitForm onSubmit={onSubmit} {...props} />, { language });
    const field = (text: string) => screen.getByLabelText(label(text, language));
    return {
      user: setupUser(),
      onSubmit,
      field,
      submit: () => screen.getByRole('button', { name: (name) => name.endsWith('OK') }),
    };
  };

  it('marks optional exactly the fields the schema does not require', () => {
    const { field } = renderForm();
    expect(isMarkedOptional(field('Nome'))).toBe(false);
    expect(isMarkedOptional(field('Note'))).toBe(true);
  });

  it("shows the shared rule's message at the field, and sends the schema's cast of the masked values", async () => {
    const { user, field, submit, onSubmit } = renderForm();
    await user.click(submit());
    expect(await screen.findByText(t('validation.profile.name.required'))).toBeInTheDocument();
    expect(field('Nome')).toHaveAttribute('aria-invalid', 'true');
    await user.click(field('Nome'));
    await user.paste(' rossi ');
    expect(field('Nome')).toHaveValue(' ROSSI ');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nome: 'ROSSI', note: null, giorno: null }));
  });

  it('disables the submit button while the request is pending', () => {
    const { submit } = renderForm({ pending: true });
    expect(submit()).toBeDisabled();
  });

  it('does not offer the days a rule refuses', async () => {
    const { user, field } = renderForm();
    const offers = await openDatePicker(user, field('Giorno'));
    const month = dayjs().format('YYYY-MM');
    expect(offers(`${month}-13`)).toBe(false);
    expect(offers(`${month}-12`)).toBe(true);
  });
});
