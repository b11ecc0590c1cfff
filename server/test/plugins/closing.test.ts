import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { buildTestApp } from '../helpers/testApp';
import { signUpAndIn } from '../helpers/users';

const LOGIN_BODY = '{"username":"someone","password":"Wrong1234"}';

/**
 * A sign-in sent on one kept-alive connection, its body held back until close() has begun; then
 * `rest` follows the body's remainder on the same connection. Answers everything the server wrote
 * back, once it has ended the connection and close() has resolved.
 */
async function signInWhileClosing(rest: string): Promise<string> {
  const closing = await buildTestApp();
  await closing.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = closing.app.server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  const firstArrived = new Promise((resolve) => closing.app.server.once('request', resolve));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.write(
    `POST /api/Auth/login HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${LOGIN_BODY.length}\r\n\r\n${LOGIN_BODY.slice(0, 5)}`,
  );
  await firstArrived;
  const closed = closing.app.close();
  await new Promise((resolve) => setImmediate(resolve));
  socket.write(`${LOGIN_BODY.slice(5)}${rest}`);
  await new Promise((resolve) => socket.on('close', resolve));
  await closed;
  // The database, its copy on PostgreSQL and the app's folder go with the test app.
  await closing.close();
  return received;
}

describe('while the server closes', () => {
  /**
   * A request that reaches the server after close() began (here pipelined behind one still in
   * flight, as a proxy's kept-alive connection would send it) is answered 503 in the envelope.
   */
  it('answers 503 in the envelope with Retry-After', async () => {
    const received = await signInWhileClosing('GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\n\r\n');
    const second = received.slice(received.indexOf('HTTP/1.1', 1));
    expect(second).toMatch(/^HTTP\/1.1 503/);
    expect(second.toLowerCase()).toContain('retry-after: 5');
    expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      message: 'The service is restarting: please try again in a moment',
      data: null,
    });
  });

  /**
   * A request in flight when close() begins, on a kept-alive connection: once it is answered the
   * connection ends, and close() resolves, rather than waiting for the connection's idle timeout
   * (72 s: before the fix this test ran out of its time).
   */
  it('ends a kept-alive connection once its request in flight is answered', async () => {
    const received = await signInWhileClosing('');
    expect(received).toMatch(/^HTTP\/1.1 200/);
    expect(received.toLowerCase()).not.toContain('connection: close');
  });

  /**
   * A sign-in whose client leaves while its password is checked: the connection is gone, so
   * Fastify's close() would not wait for it, and the database (closed right after close()) was
   * closed under its last queries. close() now resolves once the handler has answered, so its
   * writes (the access time) are done while the database is open.
   */
  it('waits for a handler whose client has gone before it resolves', async () => {
    const closing = await buildTestApp({}, { now: '2026-11-26T10:00:00Z' });
    const user = await signUpAndIn(closing.app);
    closing.clock.set('2026-11-26T15:00:00Z');
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.app.server.address() as AddressInfo;
    const body = JSON.stringify({ username: user.username, password: user.password });
    const socket = net.connect(port, '127.0.0.1');
    const arrived = new Promise((resolve) => closing.app.server.once('request', resolve));
    socket.write(
      `POST /api/Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    await arrived;
    const gone = new Promise((resolve) => socket.on('close', resolve));
    socket.destroy();
    await gone;
    await closing.app.close();
    const [row] = await closing.database.db
      .select({ lastAccessAt: users.lastAccessAt })
      .from(users)
      .where(eq(users.id, user.userId));
    await closing.close();
    expect(row.lastAccessAt).toEqual(new Date('2026-11-26T15:00:00Z'));
  });
});
