import { eq } from 'drizzle-orm';
import { payments, subscriptions } from '../../../src/db/schema';
import { activate, readyToPay } from '../../helpers/payments';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { signUpAndIn } from '../../helpers/users';

/**
 * Two activations with two fresh keys must not both charge: a user's activations run one at a time,
 * and a second activation of the plan running since today is refused with a clear message, whatever
 * its key. Also on PostgreSQL (TEST_DATABASE_URL), where the two really overlap.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: '2026-05-15T10:00:00Z' });
});
afterAll(() => t.close());

const chargesOf = async (userId: number) =>
  (await t.database.db.select().from(payments).where(eq(payments.userId, userId))).filter(
    (payment) => payment.status === 'succeeded',
  );

describe('two activations of one user with different keys', () => {
  it('charges once when both arrive together; the other is refused with a message', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    const answers = await Promise.all([activate(t.app, user, 3, false), activate(t.app, user, 3, false)]);
    const bodies = answers.map((answer) => answer.json());
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(bodies.filter((body) => body.success)).toHaveLength(1);
    const refused = bodies.find((body) => !body.success);
    expect([
      'This payment is already in progress: wait a few seconds',
      'This plan is already active since today: it has not been charged again',
    ]).toContain(refused.message);
    expect(await chargesOf(user.userId)).toHaveLength(1);
  });

  it('refuses the plan already running since today with a fresh key, and charges nothing', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    expect((await activate(t.app, user, 1, true)).json().success).toBe(true);
    const again = await activate(t.app, user, 1, true, undefined, 'it');
    expect(again.json()).toEqual({
      success: false,
      message: 'Questo abbonamento è già attivo da oggi: non è stato addebitato di nuovo',
      data: null,
    });
    expect(await chargesOf(user.userId)).toHaveLength(1);
  });

  it('still answers a repeated key with the same subscription, and lets another plan replace it', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    const first = await activate(t.app, user, 1, false, 'press-once');
    const repeated = await activate(t.app, user, 1, false, 'press-once');
    expect(repeated.json()).toEqual(first.json());
    expect((await activate(t.app, user, 3, false)).json().success).toBe(true);
    const running = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
    expect(
      running.filter((subscription) => subscription.status === 'active').map((subscription) => subscription.planId),
    ).toEqual([3]);
    expect(await chargesOf(user.userId)).toHaveLength(2);
  });

  it('lets the same plan be bought again on a later day', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    expect((await activate(t.app, user, 2, false)).json().success).toBe(true);
    t.clock.advance(24 * 3600 * 1000);
    expect((await activate(t.app, user, 2, false)).json().success).toBe(true);
    t.clock.set('2026-05-15T10:00:00Z');
  });
});
