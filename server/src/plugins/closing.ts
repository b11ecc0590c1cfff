import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** How long close() waits for handlers whose client has gone: within main.ts's 10 s grace for the whole stop. */
const HANDLERS_GRACE_MS = 5_000;

/** What the onRequest hook throws once the server is closing; the error envelope answers it 503. */
class ServiceClosing extends Error {
  readonly statusCode = 503;
}

/**
 * A graceful stop: once close() begins, new requests are turned away (503 with Retry-After, so a
 * load balancer retries elsewhere), idle keep-alive connections are ended, and close() waits for
 * the handlers still running before main.ts closes the database under them.
 */
export default fp(async function gracefulClose(app: FastifyInstance) {
  // While the server closes, a request that still arrives is answered 503 in the envelope, so a
  // load balancer retries it elsewhere (Fastify's own 503 is not the envelope: app.ts turns it off).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '5');
    throw new ServiceClosing();
  });
  // close() ends the connections idle at that moment; one that was busy becomes idle once its
  // answer is sent and, kept alive, would hold close() until its idle timeout (72 s), past the
  // shutdown's grace, so the server would be killed instead of closing (bench/durability.ts).
  // Ending idle connections after each answer keeps requests already pipelined on them served.
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });

  // A handler whose client has gone runs on to its end, and Fastify's close() does not wait for it:
  // its connection is already closed. The database closes right after close() (main.ts), where such
  // a handler met a closed pool and was logged as a failure (bench/README.md). close() therefore
  // waits for the handlers still running, from preHandler to their answer (onSend, which Fastify
  // runs even for a client that has gone; onResponse it does not), for at most HANDLERS_GRACE_MS.
  const handlersRunning = new Set<FastifyRequest>();
  let allHandlersDone: (() => void) | null = null;
  app.addHook('preHandler', async (request) => {
    handlersRunning.add(request);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    handlersRunning.delete(request);
    if (handlersRunning.size === 0) allHandlersDone?.();
    return payload;
  });
  app.addHook('onClose', async () => {
    if (handlersRunning.size === 0) return;
    await new Promise<void>((resolve) => {
      const grace = setTimeout(resolve, HANDLERS_GRACE_MS);
      allHandlersDone = () => {
        clearTimeout(grace);
        resolve();
      };
    });
  });
});
