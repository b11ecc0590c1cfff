import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';
import { readTab, saveTab, validTabs } from './fixtures';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  today = t.clock.today();
});
afterAll(() => t.close());

const workflowOf = async (user: SignedInUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers: user.auth })).json().data.workflow;

const setWorkflow = (user: SignedInUser, workflow: number) =>
  t.database.db.update(users).set({ workflow }).where(eq(users.id, user.userId));

describe('workflow (product.md §3.4)', () => {
  it('starts at 1, moves one tab at a time, reaches 0 with the last tab, and never moves back', async () => {
    const user = await signUpAndIn(t.app);
    const tabs = validTabs(today);
    expect(await workflowOf(user)).toBe(1);
    for (let tab = 0; tab < 9; tab += 1) {
      const saved = await saveTab(t.app, user, tab, tabs[tab], 'en');
      expect(saved.json()).toEqual({
        success: true,
        message: 'Data saved',
        data: { workflow: tab === 8 ? 0 : tab + 2 },
      });
      expect(await workflowOf(user)).toBe(tab === 8 ? 0 : tab + 2);
    }
    for (const tab of [0, 4, 8]) {
      expect((await saveTab(t.app, user, tab, tabs[tab])).json().data).toEqual({ workflow: 0 });
    }
    expect(await workflowOf(user)).toBe(0);
  });

  it('does not move when an earlier tab is saved again', async () => {
    const user = await signUpAndIn(t.app);
    const tabs = validTabs(today);
    for (let tab = 0; tab < 4; tab += 1) await saveTab(t.app, user, tab, tabs[tab]);
    expect(await workflowOf(user)).toBe(5);
    expect((await saveTab(t.app, user, 1, tabs[1])).json().data).toEqual({ workflow: 5 });
    expect(await workflowOf(user)).toBe(5);
  });

  it('refuses a tab whose earlier tabs are not saved yet, and saves nothing of it', async () => {
    const user = await signUpAndIn(t.app);
    const tabs = validTabs(today);
    const skipped = await saveTab(t.app, user, 7, tabs[7], 'en');
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toEqual({ success: false, message: 'Complete the previous profile tabs first', data: null });
    expect((await readTab(t.app, user, 7)).json().data).toEqual({ imponibileFiscale: null });
    expect(await workflowOf(user)).toBe(1);
  });

  it('leaves a reserved workflow (10 and up) where it is', async () => {
    const user = await signUpAndIn(t.app);
    await setWorkflow(user, 12);
    const tabs = validTabs(today);
    expect((await saveTab(t.app, user, 8, tabs[8])).json().data).toEqual({ workflow: 12 });
    expect((await saveTab(t.app, user, 0, tabs[0])).json().data).toEqual({ workflow: 12 });
  });

  it('keeps the workflow where it was when the save is refused', async () => {
    const user = await signUpAndIn(t.app);
    const response = await saveTab(t.app, user, 0, { listaNazioni: [{ id_Nazione: 21 }] });
    expect(response.statusCode).toBe(400);
    expect(await workflowOf(user)).toBe(1);
    const unknownNation = await saveTab(t.app, user, 0, { listaNazioni: [{ id_Nazione: 404 }] });
    expect(unknownNation.statusCode).toBe(400);
    expect(await workflowOf(user)).toBe(1);
  });
});
