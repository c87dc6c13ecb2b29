// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render as renderBare, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { FormDialog } from './form-dialog';
import { lazyPart, PARTS_PRELOADED_MARK, usePreloadOnceDrawn } from './lazy-part';

afterEach(cleanup);

/** Rendered as in the app: inside a query client (the preloads wait for its reads). */
function render(ui: React.ReactElement, client = new QueryClient()) {
  return renderBare(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** A module load the test finishes when it wants, counting how often it was asked for. */
function controlledLoad() {
  let finish: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (finish = resolve));
  const state = { calls: 0 };
  function NameForm({ greeting }: { greeting: string }) {
    const [name, setName] = useState('');
    return (
      <form>
        <p>{greeting}</p>
        <label>
          Name
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      </form>
    );
  }
  const load = () => {
    state.calls += 1;
    return arrived.then(() => NameForm);
  };
  return { load, finish, state };
}

function Page({ part, preload }: { part: ReturnType<typeof lazyPart<{ greeting: string }>>; preload?: boolean }) {
  const [open, setOpen] = useState(false);
  const [greeting, setGreeting] = useState('Hello');
  return (
    <>
      {preload ? <Preloader preload={part.preload} /> : null}
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FormDialog open={open} onOpenChange={setOpen} title="Add Name" description="Who you are.">
        <part.Component greeting={greeting} />
        <button type="button" onClick={() => setGreeting('Hi')}>
          Change greeting
        </button>
      </FormDialog>
    </>
  );
}

function Preloader({ preload }: { preload: () => Promise<void> }) {
  usePreloadOnceDrawn(preload);
  return null;
}

describe('lazyPart', () => {
  it('opens the dialog with its labels and the loading state, then shows the part and focuses its first field', async () => {
    const { load, finish, state } = controlledLoad();
    const part = lazyPart(load, 'Loading the name form');
    render(<Page part={part} />);
    expect(state.calls).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Name' });
    expect(dialog).toHaveAccessibleDescription('Who you are.');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the name form');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

    await act(async () => finish());
    expect(await screen.findByLabelText('Name')).toHaveFocus();
    expect(screen.queryByText('Loading the name form')).not.toBeInTheDocument();
    expect(state.calls).toBe(1);
  });

  it('keeps a part that arrived late mounted when its parent renders again (its state stays)', async () => {
    const { load, finish } = controlledLoad();
    const part = lazyPart(load, 'Loading the name form');
    render(<Page part={part} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => finish());
    await userEvent.type(await screen.findByLabelText('Name'), 'Sam');

    await userEvent.click(screen.getByRole('button', { name: 'Change greeting' }));
    expect(screen.getByText('Hi')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Sam');
  });

  it('preloaded once the page has rendered, the part is there as the dialog opens, without a loading state', async () => {
    const { load, finish, state } = controlledLoad();
    const part = lazyPart(load, 'Loading the name form');
    finish();
    render(<Page part={part} preload />);
    // Not during the render: in a task after it.
    expect(state.calls).toBe(0);
    await waitFor(() => expect(state.calls).toBe(1));
    await act(() => part.preload());

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByText('Loading the name form')).not.toBeInTheDocument();
    expect(state.calls).toBe(1);
  });

  it('preloads only once the page’s reads are in (decision 168)', async () => {
    const { load, finish, state } = controlledLoad();
    const part = lazyPart(load, 'Loading the name form');
    finish();
    let answer: (list: string[]) => void = () => undefined;
    const list = new Promise<string[]>((resolve) => (answer = resolve));
    function Reading() {
      const read = useQuery({ queryKey: ['list'], queryFn: () => list });
      return <p>{read.data ? `${read.data.length} items` : 'Loading'}</p>;
    }
    render(
      <>
        <Reading />
        <Page part={part} preload />
      </>,
    );
    // The read is in flight: a task later, still nothing asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(state.calls).toBe(0);
    await act(async () => answer(['a', 'b']));
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    await waitFor(() => expect(state.calls).toBe(1));
  });

  it('marks the performance timeline once every preloaded part is in, and not while one is missing (decision 139)', async () => {
    performance.clearMarks(PARTS_PRELOADED_MARK);
    const first = controlledLoad();
    const second = controlledLoad();
    const parts = [lazyPart(first.load, 'Loading the first form'), lazyPart(second.load, 'Loading the second form')];
    function TwoParts() {
      usePreloadOnceDrawn(parts[0]!.preload, parts[1]!.preload);
      return null;
    }
    render(<TwoParts />);
    await waitFor(() => expect(second.state.calls).toBe(1));
    await act(async () => first.finish());
    expect(performance.getEntriesByName(PARTS_PRELOADED_MARK)).toHaveLength(0);
    await act(async () => second.finish());
    await waitFor(() => expect(performance.getEntriesByName(PARTS_PRELOADED_MARK)).toHaveLength(1));
  });

  it('makes no mark when a preload fails', async () => {
    performance.clearMarks(PARTS_PRELOADED_MARK);
    let failed = false;
    const part = lazyPart<object>(() => {
      failed = true;
      return Promise.reject(new Error('offline'));
    }, 'Loading');
    render(<Preloader preload={part.preload} />);
    await waitFor(() => expect(failed).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(performance.getEntriesByName(PARTS_PRELOADED_MARK)).toHaveLength(0);
  });

  it('says so in the dialog when the part cannot be loaded, and loads it on Try again', async () => {
    let calls = 0;
    const part = lazyPart<{ greeting: string }>(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('Loading chunk 7 failed')) : Promise.resolve(({ greeting }) => <input aria-label={greeting} />);
    }, 'Loading the name form');
    render(<Page part={part} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Name' });
    expect(await within(dialog).findByText('Could not load this form')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Hello')).toHaveFocus();
    expect(calls).toBe(2);
  });

  it('loads again after a failed load', async () => {
    let calls = 0;
    const part = lazyPart<{ greeting: string }>(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(({ greeting }) => <p>{greeting}</p>);
    }, 'Loading');
    await expect(part.preload()).rejects.toThrow('offline');
    await part.preload();
    expect(calls).toBe(2);
  });
});
