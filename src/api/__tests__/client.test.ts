import { api, readAhead } from '../client';

/** A fetch whose answers the test releases one by one, counting the requests sent. */
function controlledFetch() {
  const pending: ((body: unknown) => void)[] = [];
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        // jsdom has no Response: what apiCall reads of one.
        pending.push((body) => {
          const text = JSON.stringify({ success: true, message: null, data: body });
          resolve({ status: 200, text: () => Promise.resolve(text) } as Response);
        });
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, answer: (body: unknown) => pending.shift()!(body) };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('reads', () => {
  it('shares one request between identical reads in flight at once', async () => {
    const { fetchMock, answer } = controlledFetch();
    const first = api.get('/api/Jobs/RecuperaJobs');
    const second = api.get('/api/Jobs/RecuperaJobs');
    answer(['a job']);
    await expect(first).resolves.toEqual(['a job']);
    await expect(second).resolves.toEqual(['a job']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again once the earlier identical read has been answered', async () => {
    const { fetchMock, answer } = controlledFetch();
    const first = api.get('/api/Jobs/RecuperaJobs');
    answer(['old']);
    await first;
    const second = api.get('/api/Jobs/RecuperaJobs');
    answer(['new']);
    await expect(second).resolves.toEqual(['new']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never shares a write', async () => {
    const { fetchMock, answer } = controlledFetch();
    const first = api.post('/api/Jobs/CreaJob', { nome: 'a' });
    const second = api.post('/api/Jobs/CreaJob', { nome: 'a' });
    answer(1);
    answer(2);
    await expect(first).resolves.toBe(1);
    await expect(second).resolves.toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('readAhead', () => {
  it("answers the page's identical read with the read started ahead, even once answered, and only once", async () => {
    const { fetchMock, answer } = controlledFetch();
    let ahead: Promise<unknown> | undefined;
    readAhead(() => {
      ahead = api.get('/api/Ingaggi/ListaIngaggi');
    });
    answer(['kept']);
    await ahead;
    // The page, once its code has arrived, asks for the same read: the answer started ahead.
    await expect(api.get('/api/Ingaggi/ListaIngaggi')).resolves.toEqual(['kept']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Any later read is a read of its own.
    const later = api.get('/api/Ingaggi/ListaIngaggi');
    answer(['fresh']);
    await expect(later).resolves.toEqual(['fresh']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps a read started ahead no longer than a page takes to arrive', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const { fetchMock, answer } = controlledFetch();
    let ahead: Promise<unknown> | undefined;
    readAhead(() => {
      ahead = api.get('/api/Guadagni/2026');
    });
    answer(['kept']);
    await ahead;
    jest.setSystemTime(new Date('2026-11-27T10:00:11Z'));
    const late = api.get('/api/Guadagni/2026');
    answer(['fresh']);
    await expect(late).resolves.toEqual(['fresh']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
