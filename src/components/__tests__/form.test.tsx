import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import * as yup from 'yup';
import { intlFor, openDatePicker, renderWithProviders, setupUser, typeIntoDate } from '../../testing/render';
import { isMarkedOptional, label } from '../../testing/tabHarness';
import { dateField, optionalText, text } from '@shared/validation/fields';
import { LANGUAGES } from '@shared/validation/language';
import { DateField } from '../form/DateField';
import { SchemaForm } from '../form/SchemaForm';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';

/** A small form of the kit under a shared-style schema: one required text, one optional, one date. */
const schema = yup.object({
  nome: text(100).required('validation.profile.name.required'),
  note: optionalText(50),
  email: optionalText(50).email('validation.email.invalid'),
  giorno: dateField().test('not-13th', 'validation.date.past', (day) => day == null || !day.endsWith('-13')),
});

interface KitFormProps {
  pending?: boolean;
  onSubmit: (values: unknown) => void;
}

function KitForm({ pending = false, onSubmit }: KitFormProps) {
  return (
    <SchemaForm
      initialValues={{ nome: '', note: '', giorno: null, email: '' }}
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
          {/* The schema's rule that refuses every 13th: the picker leaves those days out. */}
          <DateField name="giorno" label="Giorno" disabledDate={(day) => day.endsWith('-13')} />
          <TextField name="email" label="Email" type="email" />
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
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ nome: 'ROSSI', note: null, giorno: null, email: null }),
    );
  });

  it('disables the submit button while the request is pending', () => {
    const { submit } = renderForm({ pending: true });
    expect(submit()).toBeDisabled();
  });

  it("leaves checking to the app: the browser's own bubbles never show, the rule's message does", async () => {
    const { user, field, submit, onSubmit } = renderForm();
    const form = submit().closest('form')!;
    expect(form).toHaveAttribute('novalidate');
    await user.type(field('Nome'), 'Rossi');
    await user.type(field('Email'), 'rossi-at-example');
    await user.click(submit());
    expect(await screen.findByText(t('validation.email.invalid'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the rule's message for a day typed by hand that the picker does not offer, and keeps the day", async () => {
    const { user, field, submit, onSubmit } = renderForm();
    const thirteenth = dayjs().date(13);
    // Italian reads the day first, English the month (product.md §2.9).
    const typed = thirteenth.format(language === 'it' ? 'DD/MM/YYYY' : 'MM/DD/YYYY');
    await typeIntoDate(user, field('Giorno'), `${typed}{Enter}`);
    expect(await screen.findByText(t('validation.date.past'))).toBeInTheDocument();
    expect(field('Giorno')).toHaveValue(typed);
    expect(screen.queryByText(t('validation.date.invalid'))).not.toBeInTheDocument();
    await user.type(field('Nome'), 'Rossi');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not offer the days a rule refuses', async () => {
    const { user, field } = renderForm();
    const offers = await openDatePicker(user, field('Giorno'));
    const month = dayjs().format('YYYY-MM');
    expect(offers(`${month}-13`)).toBe(false);
    expect(offers(`${month}-12`)).toBe(true);
  });
});

/** A choice that clears the one below it, as a nation clears its region (NationRegionField, the search's selects). */
const cascadeSchema = yup.object({
  nazione: yup.number().nullable().required('validation.favorites.category.required'),
  regione: yup.number().nullable(),
});

function CascadeForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <SchemaForm
      initialValues={{ nazione: null, regione: null }}
      schema={cascadeSchema}
      pending={false}
      failure={null}
      onSubmit={onSubmit}
      submitLabel="OK"
    >
      {(formik) => (
        <SelectField
          name="nazione"
          label="Nazione"
          options={[
            { value: 1, label: 'Italia' },
            { value: 2, label: 'Francia' },
          ]}
          onPicked={() => void formik.setFieldValue('regione', null)}
        />
      )}
    </SchemaForm>
  );
}

describe.each(LANGUAGES)("a field's message in the form kit (%s)", (language) => {
  const t = (id: string) => intlFor(language).formatMessage({ id });

  it('goes as soon as the field is put right, even when the choice also changes another field', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<CascadeForm onSubmit={onSubmit} />, { language });
    const user = setupUser();
    const message = t('validation.favorites.category.required');
    await user.click(screen.getByRole('button', { name: (name) => name.endsWith('OK') }));
    expect(await screen.findByText(message)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: (name) => name.startsWith('Nazione') }));
    await user.click(await screen.findByTitle('Francia'));
    // Each change is checked with the values as they are now: a check of the values before the
    // choice (the second change's, in Formik) would put the message back once it answered.
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: (name) => name.endsWith('OK') }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nazione: 2, regione: null }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
