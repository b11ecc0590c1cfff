import { act, render, screen } from '@testing-library/react';
import { onDemand } from '../onDemand';

interface DialogProps {
  open: boolean;
  name: string;
}

/** A dialog module whose arrival the test decides. */
function dialogModule() {
  let arrive = () => {};
  const importer = jest.fn(
    () =>
      new Promise<(props: DialogProps) => React.ReactNode>((resolve) => {
        arrive = () => resolve(({ open, name }) => <p>{`${name} ${open ? 'open' : 'closed'}`}</p>);
      }),
  );
  return { importer, arrive: () => arrive() };
}

describe('a component fetched on demand', () => {
  it('fetches nothing until first shown, shows the wait meanwhile, then keeps rendering it with its props once hidden again', async () => {
    const { importer, arrive } = dialogModule();
    const Dialog = onDemand(importer, { shown: (props) => props.open, waiting: <p>waiting</p> });
    const { rerender, container } = render(<Dialog open={false} name="Anna" />);
    expect(importer).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();

    rerender(<Dialog open name="Anna" />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByText('Anna open')).toBeInTheDocument();

    // Closed, it stays rendered (a dialog's closing animation, its kept state), with no new fetch.
    rerender(<Dialog open={false} name="Anna" />);
    expect(screen.getByText('Anna closed')).toBeInTheDocument();
    rerender(<Dialog open name="Bruno" />);
    expect(screen.getByText('Bruno open')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('without a rule for being shown, fetches when first rendered; another instance renders the arrived module at once', async () => {
    const { importer, arrive } = dialogModule();
    const Panel = onDemand(importer);
    const first = render(<Panel open name="Carla" />);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(first.container).toBeEmptyDOMElement();
    await act(async () => arrive());
    expect(screen.getByText('Carla open')).toBeInTheDocument();
    first.unmount();

    render(<Panel open={false} name="Dario" />);
    expect(screen.getByText('Dario closed')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
