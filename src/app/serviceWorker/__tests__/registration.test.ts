import { SKIP_WAITING } from '../messages';
import { SERVICE_WORKER_URL, registerServiceWorker } from '../registration';

/** A worker as the browser gives it: its state, the messages posted to it, statechange events. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new build's worker found by the browser's update check. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** The browser's container: `controller` is the worker serving this page (none on a first visit). */
function containerWith(registration: FakeRegistration, controller: FakeWorker | null) {
  const container = new EventTarget() as EventTarget & { controller: FakeWorker | null; register: jest.Mock };
  container.controller = controller;
  container.register = jest.fn().mockResolvedValue(registration);
  return container;
}

async function registered(registration: FakeRegistration, controller: FakeWorker | null) {
  const container = containerWith(registration, controller);
  const offers: (() => void)[] = [];
  const reload = jest.fn();
  await registerServiceWorker(
    container as unknown as ServiceWorkerContainer,
    (activate) => offers.push(activate),
    reload,
  );
  return { container, offers, reload };
}

it('registers the worker the build writes', async () => {
  const { container } = await registered(new FakeRegistration(), null);
  expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
});

it('offers nothing on a first visit: the page already runs the build the new worker precached', async () => {
  const registration = new FakeRegistration();
  const { offers } = await registered(registration, null);
  const worker = new FakeWorker();
  registration.find(worker);
  worker.moveTo('installed');
  expect(offers).toHaveLength(0);
});

it('offers a new build once its worker has installed beside the running one, not before', async () => {
  const registration = new FakeRegistration();
  const { offers } = await registered(registration, new FakeWorker());
  const worker = new FakeWorker();
  registration.find(worker);
  expect(offers).toHaveLength(0);
  worker.moveTo('installed');
  expect(offers).toHaveLength(1);
});

it('offers a worker already waiting when the page opens', async () => {
  const registration = new FakeRegistration();
  registration.waiting = new FakeWorker();
  const { offers } = await registered(registration, new FakeWorker());
  expect(offers).toHaveLength(1);
});

it('accepted, asks the waiting worker to take over and reloads once it controls the page', async () => {
  const registration = new FakeRegistration();
  const waiting = new FakeWorker();
  registration.waiting = waiting;
  const { container, offers, reload } = await registered(registration, new FakeWorker());
  offers[0]();
  expect(waiting.posted).toEqual([SKIP_WAITING]);
  expect(reload).not.toHaveBeenCalled();
  container.dispatchEvent(new Event('controllerchange'));
  container.dispatchEvent(new Event('controllerchange'));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('never reloads for a change of worker the person did not ask for', async () => {
  const registration = new FakeRegistration();
  registration.waiting = new FakeWorker();
  const { container, reload } = await registered(registration, new FakeWorker());
  container.dispatchEvent(new Event('controllerchange'));
  expect(reload).not.toHaveBeenCalled();
});
