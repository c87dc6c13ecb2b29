// @vitest-environment jsdom
/**
 * The gear form's consumables checklist must show a tick in the same task as the click that made
 * it (issue 21): a tick that only appears after a later render can be overtaken by anything else
 * the page does on a busy phone (a refetch, another click, the next frame) and is then lost.
 *
 * React is driven without act(): act() would run every scheduled render before the assertions and
 * hide exactly the delay this test is about. After a click only microtasks are flushed, as a
 * browser does before it handles the next input or paints.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { ConsumableSummary, Gear } from '@tackle/contracts';
import { aGear } from '../test-factories';
import { GearFormDialog } from './GearFormDialog';
import { gearKeys } from './queries';

const REEL_ID = '6a0c6b8e-4f3e-4d4b-9a51-1c2d3e4f5a6b';
const LINE: ConsumableSummary = { id: '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b', name: 'Fluorocarbon 12 lb', currentQuantity: 600, unit: 'feet' };
const LEADER: ConsumableSummary = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Mono leader 20 lb', currentQuantity: 300, unit: 'feet' };

const reel: Gear = aGear({ id: REEL_ID, name: 'Stradic 2500', typeId: 2 });

/** A consumables endpoint whose answers the test releases one at a time. */
function controlledConsumables() {
  const waiting: Array<(list: ConsumableSummary[]) => void> = [];
  const fetchStub = (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/api/gear-types/2/consumables')) {
      return new Promise<Response>((resolve) => {
        waiting.push((list) => resolve(new Response(JSON.stringify(list), { status: 200, headers: { 'Content-Type': 'application/json' } })));
      });
    }
    return Promise.resolve(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  };
  return {
    fetchStub,
    pending: () => waiting.length,
    answer(list: ConsumableSummary[]) {
      const next = waiting.shift();
      if (!next) throw new Error('no consumables request is waiting');
      next(list);
    },
  };
}

/** Lets promise callbacks and React's microtask-scheduled (discrete) renders run, nothing else. */
async function flushMicrotasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** Waits for a condition the user would see, polling on the event loop (no fixed delay). */
async function until<T>(read: () => T | null | undefined, what: string): Promise<T> {
  for (let turn = 0; turn < 2000; turn += 1) {
    const value = read();
    if (value) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`never saw ${what}`);
}

const checkbox = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button[role="checkbox"]')].find((box) =>
    [...document.querySelectorAll('label')].some((label) => label.htmlFor === box.id && label.textContent?.includes(name)),
  ) ?? null;
const quantityInput = (name: string) => document.querySelector<HTMLInputElement>(`input[aria-label="Quantity of ${name}"]`);

describe('gear form consumables checklist', () => {
  let root: Root;
  let container: HTMLDivElement;
  let queryClient: QueryClient;
  let endpoint: ReturnType<typeof controlledConsumables>;
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    // jsdom lays nothing out, so it has no ResizeObserver; Radix's checkbox only measures with it.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    endpoint = controlledConsumables();
    globalThis.fetch = endpoint.fetchStub as typeof fetch;
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    // Copying a reel opens the form with the type already chosen, so the checklist loads at once.
    root.render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <GearFormDialog open onOpenChange={() => undefined} gear={null} copyFrom={reel} gearTypes={[{ id: 2, name: 'reel' }]} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    queryClient.clear();
    globalThis.fetch = realFetch;
  });

  it('shows a tick and its quantity in the same task as the click', async () => {
    await until(() => endpoint.pending() > 0, 'the consumables request');
    endpoint.answer([LINE]);
    const box = await until(() => checkbox(LINE.name), 'the line in the checklist');
    expect(box.getAttribute('aria-checked')).toBe('false');

    box.click();
    await flushMicrotasks();

    expect(checkbox(LINE.name)?.getAttribute('aria-checked')).toBe('true');
    expect(quantityInput(LINE.name)?.value).toBe('0');
  });

  it('keeps ticks made while the list is being fetched again', async () => {
    await until(() => endpoint.pending() > 0, 'the consumables request');
    endpoint.answer([LINE, LEADER]);
    const line = await until(() => checkbox(LINE.name), 'the line in the checklist');

    line.click();
    await flushMicrotasks();
    // Usage tracked elsewhere refreshes the list while the angler is ticking.
    void queryClient.invalidateQueries({ queryKey: gearKeys.typeConsumables(2) });
    await until(() => endpoint.pending() > 0, 'the refetch');
    checkbox(LEADER.name)?.click();
    await flushMicrotasks();
    expect(checkbox(LEADER.name)?.getAttribute('aria-checked')).toBe('true');

    endpoint.answer([{ ...LINE, currentQuantity: 450 }, LEADER]);
    await until(() => document.body.textContent?.includes('450 feet in stock'), 'the refreshed stock');
    expect(checkbox(LINE.name)?.getAttribute('aria-checked')).toBe('true');
    expect(checkbox(LEADER.name)?.getAttribute('aria-checked')).toBe('true');
    expect(quantityInput(LINE.name)).not.toBeNull();
    expect(quantityInput(LEADER.name)).not.toBeNull();

    // Unticking is immediate too.
    checkbox(LINE.name)?.click();
    await flushMicrotasks();
    expect(checkbox(LINE.name)?.getAttribute('aria-checked')).toBe('false');
    expect(quantityInput(LINE.name)).toBeNull();
  });
});
