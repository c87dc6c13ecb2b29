// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SW_MESSAGE } from '@tackle/contracts';
import { startServiceWorker, type UpdateStore } from './register';

/** Just enough of a ServiceWorker: a state that changes, and the messages posted to it. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  active: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  updates = 0;
  update() {
    this.updates += 1;
    return Promise.resolve();
  }
  /** The browser found a new script: it installs, then waits (or activates, when nothing is active). */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  installed(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  constructor(
    public registration: FakeRegistration,
    controller: FakeWorker | null,
  ) {
    super();
    this.controller = controller;
  }
  register() {
    return Promise.resolve(this.registration);
  }
  takeControl(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

async function start(container: FakeContainer) {
  const seen = { reloads: 0, notices: 0 };
  const updates: UpdateStore = await startServiceWorker({
    container: container as unknown as ServiceWorkerContainer,
    reload: () => (seen.reloads += 1),
    showNotice: () => (seen.notices += 1),
  });
  return { updates, seen };
}

describe('the registered service worker', () => {
  it('installs the first worker without a notice or a reload', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration, null);
    const { updates, seen } = await start(container);
    const first = new FakeWorker('installing');
    registration.found(first);
    registration.installed(first);
    registration.waiting = null;
    registration.active = first;
    first.become('activated');
    container.takeControl(first); // clients.claim()
    expect(updates.getState().phase).toBe('idle');
    expect(seen).toEqual({ reloads: 0, notices: 0 });
    // Nothing was active to update from.
    expect(registration.updates).toBe(0);
  });

  it('offers a new version, and on the user’s choice makes it take over and reloads once', async () => {
    const registration = new FakeRegistration();
    const old = new FakeWorker('activated');
    registration.active = old;
    const container = new FakeContainer(registration, old);
    const { updates, seen } = await start(container);
    // The app looks for a new version when it starts.
    expect(registration.updates).toBe(1);

    const next = new FakeWorker('installing');
    registration.found(next);
    registration.installed(next);
    expect(updates.getState().phase).toBe('available');
    expect(seen.notices).toBe(1);
    expect(next.messages).toEqual([]);

    updates.dispatch({ type: 'reload-chosen' });
    expect(next.messages).toEqual([{ type: SW_MESSAGE.skipWaiting }]);
    expect(seen.reloads).toBe(0);
    container.takeControl(next);
    container.takeControl(next);
    expect(seen.reloads).toBe(1);
  });

  it('offers a worker already waiting when the page starts, once', async () => {
    const registration = new FakeRegistration();
    const old = new FakeWorker('activated');
    const next = new FakeWorker('installed');
    registration.active = old;
    registration.waiting = next;
    const container = new FakeContainer(registration, old);
    const { updates, seen } = await start(container);
    expect(updates.getState().phase).toBe('available');
    next.become('installed');
    expect(seen.notices).toBe(1);
  });

  it('looks again when the app is shown again', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    await start(new FakeContainer(registration, registration.active));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.updates).toBe(2);
  });
});
