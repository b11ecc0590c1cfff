import {
  engagementRequestSent,
  initialSearchState,
  searchCleared,
  searchReducer,
  searchSucceeded,
} from '../searchSlice';
import { resultsPlaceKept, resultsPlaceReducer } from '../resultsPlaceSlice';
import { selectResultById, selectResultIds, selectResults, selectResultsPlace } from '../selectors';
import { loggedOut } from '../../../store/sessionEvents';
import { aResult, aSearchResult, criteria } from './testFixtures';

const found = (count: number) =>
  searchReducer(
    initialSearchState,
    searchSucceeded({
      criteria,
      result: aSearchResult(
        Array.from({ length: count }, (_, index) => aResult({ userId: 100 + index, nome: `P${index}` })),
      ),
    }),
  );
const of = (search: ReturnType<typeof found>) => ({ search });

describe('the results, an entity adapter by userId', () => {
  it('keeps the server order in the ids and each person under their userId', () => {
    const state = of(found(3));
    expect(selectResultIds(state)).toEqual([100, 101, 102]);
    expect(selectResultById(state, 101)?.nome).toBe('P1');
    expect(selectResults(state).map((user) => user.nome)).toEqual(['P0', 'P1', 'P2']);
  });

  it('changes one person alone when a request is sent to them: the ids and the others stay the same objects', () => {
    const before = found(1000);
    const after = searchReducer(
      before,
      engagementRequestSent({
        submission: {
          request: { userId: 500, id_Job: 9, dataInizio: '2030-06-02', dataFine: '2030-06-03' },
          jobName: 'Spot',
        },
        answer: { id_Ingaggio: 77, id_Job: 9, statoIngaggio: 1 },
      } as Parameters<typeof engagementRequestSent>[0]),
    );
    expect(after.results.ids).toBe(before.results.ids);
    expect(after.results.entities[500]).not.toBe(before.results.entities[500]);
    expect(after.results.entities[500].listaIngaggiInviati).toHaveLength(1);
    const unchanged = before.results.ids.filter((id) => id !== 500);
    expect(unchanged.every((id) => after.results.entities[id] === before.results.entities[id])).toBe(true);
  });
});

describe('the place in the results', () => {
  it('is kept apart from the results, and starts again at the top with new results, none, or a sign-out', () => {
    const place = (resultsPlace: ReturnType<typeof resultsPlaceReducer>) => selectResultsPlace({ resultsPlace });
    const kept = resultsPlaceReducer(undefined, resultsPlaceKept(640));
    expect(place(kept)).toBe(640);
    const results = found(1000);
    // Keeping the place leaves the results' state as it was: what is persisted of them is not written again.
    expect(searchReducer(results, resultsPlaceKept(640))).toBe(results);
    const again = searchSucceeded({ criteria, result: aSearchResult([aResult({ userId: 1 })]) });
    expect(place(resultsPlaceReducer(kept, again))).toBe(0);
    expect(place(resultsPlaceReducer(kept, searchCleared()))).toBe(0);
    expect(place(resultsPlaceReducer(kept, loggedOut({ reason: 'user' })))).toBe(0);
  });
});
