import { screen, waitFor, within } from '@testing-library/react';
import { Input } from 'antd';
import * as yup from 'yup';
import type { ApiFailure } from '../../api/client';
import { enter, intlFor, renderWithProviders, setupUser } from '../../testing/render';
import { LANGUAGES } from '@shared/validation/language';
import { FormField } from '../form/FormField';
import { FormPage } from '../form/FormPage';

/** A one-field page of the kit: a trimmed, required name. */
const schema = yup.object({ nome: yup.string().trim().required('validation.profile.name.required') });

interface PageProps {
  pending?: boolean;
  failure?: ApiFailure | null;
  outcome?: string;
  onSubmit?: (values: unknown) => void;
}

function NamePage({ pending = false, failure = null, outcome, onSubmit = () => undefined }: PageProps) {
  return (
    <FormPage
      title="Il tuo nome"
      intro="Come ti chiamano sul set."
      outcome={outcome && <p>{outcome}</p>}
      initialValues={{ nome: '' }}
      schema={schema}
      pending={pending}
      failure={failure}
      onSubmit={onSubmit}
      submitLabel="Salva"
      actions={<a href="/elsewhere">Altrove</a>}
    >
      {() => (
        <FormField name="nome" label="Nome">
          {(field) => <Input {...field} autoComplete="name" />}
        </FormField>
      )}
    </FormPage>
  );
}

describe.each(LANGUAGES)('FormPage (%s)', (language) => {
  const t = (id: string) => intlFor(language).formatMessage({ id });
  const renderPage = (props: PageProps = {}) => {
    const onSubmit = jest.fn();
    const rendered = renderWithProviders(<NamePage onSubmit={onSubmit} {...props} />, { language });
    // The button's name starts with the spinner's label while the request is pending.
    const submit = () => screen.getByRole('button', { name: (name) => name.endsWith('Salva') });
    return { ...rendered, user: setupUser(), onSubmit, submit };
  };

  it('shows the heading, the intro, the form and the links on, in the narrow card', () => {
    const { container } = renderPage();
    const heading = screen.getByRole('heading', { level: 1, name: 'Il tuo nome' });
    expect(screen.getByText('Come ti chiamano sul set.')).toHaveClass('ant-typography-secondary');
    expect(screen.getByLabelText('Nome')).toHaveAttribute('name', 'nome');
    expect(screen.getByRole('link', { name: 'Altrove' })).toBeInTheDocument();
    expect(container.querySelector('.form-page > .panel')).toContainElement(heading);
    // No marks on the labels: every field of such a page is asked for.
    expect(container.querySelector('form')).toHaveClass('ant-form-hide-required-mark');
  });

  it("says what is missing and sends nothing, then sends the schema's cast of the values", async () => {
    const { user, onSubmit, submit } = renderPage();
    await user.click(submit());
    expect(await screen.findByText(t('validation.profile.name.required'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await enter(user, screen.getByLabelText('Nome'), '  Mario  ');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nome: 'Mario' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal above the button", () => {
    renderPage({
      failure: {
        kind: 'http',
        status: 400,
        title: 'Dati non validi',
        messages: [{ field: 'nome', message: 'Nome troppo lungo' }],
      },
    });
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText('Dati non validi')).toBeInTheDocument();
    expect(within(banner).getByText('Nome troppo lungo')).toBeInTheDocument();
  });

  it('disables the form and its button while the request is pending', () => {
    renderPage({ pending: true });
    expect(screen.getByLabelText('Nome')).toBeDisabled();
    expect(screen.getByRole('button', { name: (name) => name.endsWith('Salva') })).toBeDisabled();
  });

  it('shows the outcome in place of the intro and the form once the form has done its work', () => {
    renderPage({ outcome: 'Grazie' });
    expect(screen.getByRole('heading', { level: 1, name: 'Il tuo nome' })).toBeInTheDocument();
    expect(screen.getByText('Grazie')).toBeInTheDocument();
    expect(screen.queryByText('Come ti chiamano sul set.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument();
  });
});
