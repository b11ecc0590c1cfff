import { act, screen } from '@testing-library/react';
import { type ReactElement, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { PrerenderHandOff, appRootElement } from '../prerendered';

/** A page as the server sends it prerendered: the markup, and the app's empty root beside it. */
beforeEach(() => {
  document.body.innerHTML = '<div id="prerendered"><h1>From the build</h1></div><div id="root"></div>';
});

/** A page whose chunk arrives when the test says, as a lazily loaded route does. */
function lazyPage() {
  let arrive!: () => void;
  const arrived = new Promise<{ default: () => ReactElement }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>From the app</h1> });
  });
  return { Page: lazy(() => arrived), arrive };
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
});
