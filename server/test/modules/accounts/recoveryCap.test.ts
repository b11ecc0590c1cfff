import { RESET_EMAILS_PER_HOUR } from '../../../src/modules/accounts/service';
import { recipientOf } from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { signUpAndIn } from '../../helpers/users';

/**
 * Password recovery mails one account at most RESET_EMAILS_PER_HOUR times an hour, whoever asks and
 * from however many client addresses (beside the per-minute limits of the route), and the answer
 * past the cap is the one every request gets: it tells nobody whether the account exists or has
 * reached it. The hour is the app's clock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: '2026-03-10T09:00:00Z' });
});
afterAll(() => t.close());

const recover = (body: { email?: string; userName?: string }, address: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/Accounts/resetpassword',
    remoteAddress: address,
    headers: { 'accept-language': 'en' },
    payload: { email: '', userName: '', ...body },
  });

const resetsTo = async (address: string) =>
  (await t.sentEmails()).filter((email) => recipientOf(email) === address && email.text!.includes('/reset-password/'));

it('mails an account at most five times an hour from many addresses, answering every request alike', async () => {
  expect(RESET_EMAILS_PER_HOUR).toBe(5);
  const user = await signUpAndIn(t.app, { language: 'en' });
  const answers = [];
  for (let i = 0; i < 12; i += 1) {
    // By name and by address in turn, each from an address of its own, over a quarter of an hour.
    const body = i % 2 ? { email: user.email } : { userName: user.username };
    answers.push(await recover(body, `10.9.0.${i + 1}`));
    t.clock.advance(60 * 1000);
  }
  const unknown = await recover({ email: 'nobody@example.com' }, '10.9.1.1');
  for (const response of [...answers, unknown]) {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Password recovery email sent. Check your INBOX or Spam folder.',
      data: null,
    });
  }
  expect(await resetsTo(user.email)).toHaveLength(5);
  // Each one is queued in the transaction of its link, and delivered.
  expect((await t.queuedSubjects(user.email)).filter((subject) => subject.includes('reset'))).toHaveLength(5);

  // An hour after the first, its place is free again, one at a time as the others leave the hour.
  t.clock.advance(60 * 60 * 1000 - 12 * 60 * 1000);
  expect((await recover({ userName: user.username }, '10.9.2.1')).json().success).toBe(true);
  expect((await recover({ userName: user.username }, '10.9.2.2')).json().success).toBe(true);
  expect(await resetsTo(user.email)).toHaveLength(6);
  t.clock.advance(60 * 60 * 1000);
  for (let i = 0; i < 5; i += 1) await recover({ email: user.email }, `10.9.3.${i + 1}`);
  expect(await resetsTo(user.email)).toHaveLength(11);
});

it('counts each account apart', async () => {
  const [one, two] = [await signUpAndIn(t.app), await signUpAndIn(t.app)];
  for (let i = 0; i < 6; i += 1) await recover({ userName: one.username }, `10.8.0.${i + 1}`);
  await recover({ userName: two.username }, '10.8.1.1');
  expect(await resetsTo(one.email)).toHaveLength(5);
  expect(await resetsTo(two.email)).toHaveLength(1);
});
