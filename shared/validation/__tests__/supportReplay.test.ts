import {
  MASKED,
  REDACTED,
  REPLAY_ACTION_LIMIT,
  type Replay,
  fromDevToolsFile,
  redactReplay,
  toDevToolsFile,
} from '../supportReplay';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('redactReplay, the one rule the browser and the server apply', () => {
  it('removes secrets wherever they are, by key and by shape', () => {
    const replay: Replay = {
      state: {
        session: { user: { username: 'anna', token: JWT, email: 'anna@example.com' } },
        subscription: {
          card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
          cardReady: true,
        },
        profile: {
          tabs: {
            8: { data: { iban: 'IT60 X054 2811 1010 0000 0123 456', swiftCode: 'BPMOIT22', nomeBanca: 'Banca' } },
          },
        },
      },
      actions: [
        { type: 'session/passwordChangeSubmitted', payload: { oldPassword: 'Vecchia123', newPassword: 'Nuova1234' } },
        {
          type: 'profile/tabSubmitted',
          payload: {
            codiceFiscalePIVA: 'RSSMRA85T10A562S',
            text: 'my code is rssmra85t10a562s, IBAN IT60X0542811101000000123456',
          },
        },
        { type: 'session/tokenRenewed', payload: JWT },
        { type: 'profileUploads/previewShown', payload: { url: `data:image/png;base64,${'Qk'.repeat(150)}` } },
      ],
    };
    const { state, actions, changes } = redactReplay(replay);
    const text = JSON.stringify({ state, actions });
    for (const secret of [
      JWT,
      '4242424242424242',
      '123"',
      'IT60',
      'BPMOIT22',
      'Vecchia123',
      'Nuova1234',
      'RSSMRA85T10A562S',
      'rssmra85t10a562s',
      'base64',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(state.session).toEqual({ user: { username: 'anna', token: REDACTED, email: 'anna@example.com' } });
    expect(state.subscription).toEqual({
      card: { number: REDACTED, exp_month: REDACTED, exp_year: REDACTED, cvc: REDACTED },
      cardReady: true,
    });
    expect(actions[1].payload).toEqual({
      codiceFiscalePIVA: REDACTED,
      text: `my code is ${REDACTED}, IBAN ${REDACTED}`,
    });
    expect(actions[2]).toEqual({ type: 'session/tokenRenewed', payload: REDACTED });
    expect(changes).toBeGreaterThan(10);
  });

  it("masks other people's personal fields outside the user's own areas, keeping ids", () => {
    const { state, actions } = redactReplay({
      state: {
        jobs: {
          entities: {
            4: {
              id_Job: 4,
              nome: 'Spot',
              engagements: [{ userId: 9, nome: 'Laura', cognome: 'Bianchi', telefono: '+393331234567' }],
            },
          },
        },
        search: {
          results: [
            { userId: 11, nome: 'Piero', altezza: 180, dataNascita: '1990-01-01', listaRuoli: [{ id_Ruolo: 3 }] },
          ],
        },
        favorites: { shared: [{ username: 'carla', note: 'ask Carla at carla@example.com' }] },
      },
      actions: [
        {
          type: 'enlistments/enlistmentsLoaded',
          payload: [{ id_Ingaggio: 1, email: 'office@client.it', message: 'write to office@client.it' }],
        },
      ],
    });
    expect(state.jobs).toEqual({
      entities: {
        4: { id_Job: 4, nome: MASKED, engagements: [{ userId: 9, nome: MASKED, cognome: MASKED, telefono: MASKED }] },
      },
    });
    expect(state.search).toEqual({
      results: [{ userId: 11, nome: MASKED, altezza: MASKED, dataNascita: MASKED, listaRuoli: [{ id_Ruolo: 3 }] }],
    });
    expect(state.favorites).toEqual({ shared: [{ username: MASKED, note: MASKED }] });
    expect(actions[0].payload).toEqual([{ id_Ingaggio: 1, email: MASKED, message: `write to ${MASKED}` }]);
  });

  it("keeps a secret object's shape, so the reducers replay over it, with every value gone but a flow's status", () => {
    const { state } = redactReplay({
      state: {
        profileUploads: {
          photo: {
            loadStatus: 'succeeded',
            dataUrl: 'data:image/png;base64,AAAA',
            upload: { status: 'idle', progress: 40, message: null },
          },
        },
        session: {
          flows: {
            passwordChange: {
              status: 'failed',
              failure: { kind: 'refused', title: 'Wrong password Vecchia123' },
              message: null,
            },
          },
        },
      },
      actions: [],
    });
    expect(state.profileUploads).toEqual({
      photo: {
        loadStatus: 'succeeded',
        dataUrl: REDACTED,
        upload: { status: 'idle', progress: REDACTED, message: null },
      },
    });
    expect(state.session).toEqual({
      flows: { passwordChange: { status: 'failed', failure: { kind: 'refused', title: REDACTED }, message: null } },
    });
  });

  it('drops what a JSON file cannot hold: files, functions, undefined', () => {
    class FakeFile {
      name = 'passport.pdf';
    }
    const { actions } = redactReplay({
      state: {},
      actions: [
        {
          type: 'profileUploads/identityDocumentsChosen',
          payload: { tipo: 5 },
          meta: { upload: new FakeFile(), done: () => 1, later: undefined },
        },
      ],
    });
    expect(actions[0]).toEqual({
      type: 'profileUploads/identityDocumentsChosen',
      payload: { tipo: 5 },
      meta: { upload: REDACTED },
    });
  });

  it('keeps the last 200 actions', () => {
    const many = Array.from({ length: REPLAY_ACTION_LIMIT + 50 }, (_, i) => ({ type: 'domain/step', payload: i }));
    const { actions } = redactReplay({ state: {}, actions: many });
    expect(actions).toHaveLength(REPLAY_ACTION_LIMIT);
    expect(actions[0].payload).toBe(50);
  });

  it('changes nothing the second time (what the server checks)', () => {
    const once = redactReplay({
      state: { session: { user: { token: JWT } }, jobs: { people: [{ nome: 'Laura', email: 'l@x.it' }] } },
      actions: [{ type: 'session/loginSubmitted', payload: { password: 'x', note: 'card 4242 4242 4242 4242' } }],
    });
    expect(once.changes).toBeGreaterThan(0);
    expect(redactReplay(once).changes).toBe(0);
    expect(redactReplay(once)).toEqual({ ...once, changes: 0 });
  });

  it('leaves ordinary numbers, dates and texts alone', () => {
    const replay: Replay = {
      state: { domain: { nations: [{ id_Nazione: 21, nome: 'Italia' }] }, language: { current: 'en' } },
      actions: [
        {
          type: 'profile/daysChosen',
          payload: { days: ['2026-05-01'], count: 1234567890123, phone: 'call 02 1234 5678' },
        },
      ],
    };
    expect(redactReplay(replay)).toEqual({ ...replay, changes: 0 });
  });
});

describe("Redux DevTools' file", () => {
  it('holds the actions and the starting state as JSON strings, and reads back', () => {
    const replay: Replay = {
      state: { language: { current: 'it' } },
      actions: [{ type: 'language/languageChosen', payload: 'en' }],
    };
    const file = toDevToolsFile(replay);
    expect(file).toEqual({
      payload: '[{"type":"language/languageChosen","payload":"en"}]',
      preloadedState: '{"language":{"current":"it"}}',
    });
    expect(fromDevToolsFile(file)).toEqual(replay);
  });

  it('is not one when not JSON, not an array of typed actions, or too long', () => {
    expect(fromDevToolsFile({ payload: '[', preloadedState: '{}' })).toBeNull();
    expect(fromDevToolsFile({ payload: '{}', preloadedState: '{}' })).toBeNull();
    expect(fromDevToolsFile({ payload: '[{"payload":1}]', preloadedState: '{}' })).toBeNull();
    expect(fromDevToolsFile({ payload: '[]', preloadedState: '[]' })).toBeNull();
    expect(
      fromDevToolsFile(
        toDevToolsFile({ state: {}, actions: Array.from({ length: REPLAY_ACTION_LIMIT + 1 }, () => ({ type: 'a' })) }),
      ),
    ).toBeNull();
  });
});
