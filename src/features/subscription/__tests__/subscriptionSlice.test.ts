import { loggedOut } from '../../../store/sessionEvents';
import { subscriptionDataLoaded, subscriptionReducer } from '../subscriptionSlice';
import { selectPlanById, selectPlans } from '../selectors';
import { plans, visa } from './testFixtures';

const loaded = (answered = plans) =>
  subscriptionReducer(
    undefined,
    subscriptionDataLoaded({ plans: answered, current: null, savedCard: visa, billing: null }),
  );
const withState = (subscription: ReturnType<typeof loaded>) => ({ subscription });

describe('the subscription slice', () => {
  it('holds the plans in the order the server sent them, each found by its id', () => {
    const state = withState(loaded());
    expect(selectPlans(state).map((plan) => plan.id_Abbonamento)).toEqual([1, 2, 3, 5]);
    expect(selectPlanById(state, 3)?.nomeAbbonamento).toBe('Master mensile');
    expect(selectPlanById(state, 4)).toBeUndefined();
    expect(state.subscription).toMatchObject({ loadStatus: 'succeeded', savedCard: visa });
  });

  it('replaces the plans with each load: a plan no longer on sale is gone', () => {
    const state = withState(
      subscriptionReducer(
        loaded(),
        subscriptionDataLoaded({ plans: plans.slice(2), current: null, savedCard: null, billing: null }),
      ),
    );
    expect(selectPlans(state).map((plan) => plan.id_Abbonamento)).toEqual([3, 5]);
    expect(selectPlanById(state, 1)).toBeUndefined();
  });

  it('forgets everything on loggedOut', () => {
    const state = withState(subscriptionReducer(loaded(), loggedOut({ reason: 'user' })));
    expect(selectPlans(state)).toEqual([]);
    expect(state.subscription.savedCard).toBeNull();
  });
});
