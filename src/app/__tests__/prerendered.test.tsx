import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, type ReactElement, Suspense, lazy, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PrerenderHandOff, appRootElement } from '../prerendered';

/** A page as the server sends it prerendered: the markup, and the app's empty root beside it. */
beforeEach(() => {
  document.body.innerHTML = '<div id="prerendered"><h1>From the build</h1></div><div id="root"></div>';
});

/** A page whose chunk arrives when the test says, as a lazily loaded route does. */
function lazyPage(page: () => ReactElement = () => <h1>From the app</h1>) {
  let arrive!: () => void;
  const arrived = new Promise<{ default: () => ReactElement }>((resolve) => {
    arrive = () => resolve({ default: page });
  });
  return { Page: lazy(() => arrived), arrive };
}

/** A sign-in form as the app draws it: its fields' values live in React's state, as Formik's do. */
function SignInForm() {
  const [values, setValues] = useState({ username: '', password: '' });
  const onChange = ({ target }: React.ChangeEvent<HTMLInputElement>) =>
    setValues((before) => ({ ...before, [target.name]: target.value }));
  return (
    <form aria-label="app">
      <input aria-label="Username" name="username" type="text" value={values.username} onChange={onChange} />
      <input aria-label="Password" name="password" type="password" value={values.password} onChange={onChange} />
      <output>{`${values.username}/${values.password}`}</output>
    </form>
  );
}

async function renderWaiting(Page: ComponentType) {
  await act(async () =>
    createRoot(appRootElement({ keepPrerendered: true })).render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
        <PrerenderHandOff />
      </Suspense>,
    ),
  );
}

describe('the hand-off from a prerendered page to the app', () => {
  it('keeps the prerendered page alone on screen until the app has drawn its page, then swaps them in one change', async () => {
    const { Page, arrive } = lazyPage();
    const root = appRootElement({ keepPrerendered: true });
    expect(root.isConnected).toBe(false);
    await act(async () =>
      createRoot(root).render(
        <Suspense fallback={<p>loading</p>}>
          <Page />
          <PrerenderHandOff />
        </Suspense>,
      ),
    );
    // The spinner is drawn outside the document: only the prerendered page is there.
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['From the build']);
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['From the app']);
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.getElementById('root')).toBe(root);
  });

  it('drops the prerendered page at once when the app will draw another (a signed-in user, another language)', () => {
    const root = appRootElement({ keepPrerendered: false });
    expect(root.isConnected).toBe(true);
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('renders in place on a page the server did not prerender', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(appRootElement({ keepPrerendered: true }).isConnected).toBe(true);
  });

  it("gives the app's form what was typed into the prerendered one, and the caret to the field the visitor was in", async () => {
    document.body.innerHTML =
      '<div id="prerendered"><form><input aria-label="Username" name="username" type="text" value=""><input aria-label="Password" name="password" type="password" value=""></form></div><div id="root"></div>';
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'anna');
    await user.type(screen.getByLabelText('Password'), 'Segre');
    const { Page, arrive } = lazyPage(SignInForm);
    await renderWaiting(Page);
    await act(async () => arrive());
    expect(screen.getByRole('form', { name: 'app' })).toBeInTheDocument();
    // In the form's own state, not only on screen: a submit sends them.
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Segre');
    expect(screen.getByRole('status')).toHaveTextContent('anna/Segre');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.keyboard('91');
    expect(screen.getByRole('status')).toHaveTextContent('anna/Segre91');
  });

  it('leaves the fields nobody typed into as the app draws them', async () => {
    document.body.innerHTML =
      '<div id="prerendered"><form><input aria-label="Username" name="username" type="text" value=""></form></div><div id="root"></div>';
    const { Page, arrive } = lazyPage(SignInForm);
    await renderWaiting(Page);
    await act(async () => arrive());
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
    expect(document.body).toHaveFocus();
  });
});
