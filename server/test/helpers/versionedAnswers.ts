import type { FastifyInstance } from 'fastify';
import type { SignedInUser } from './users';

/**
 * Reads of an answer served from the versioned answers (server/src/http/versionedAnswers.ts): each
 * test reads the answer (filling the cache), proves an unchanged answer is a 304, makes one write,
 * and proves the reader sees it at once: a 200 for the old ETag, with the change in it.
 */
export function versionedReads(app: FastifyInstance) {
  /** A read with If-None-Match; the answer's ETag and, unless 304, its data. */
  async function read(user: SignedInUser, url: string, etag?: string) {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { ...user.auth, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    return {
      status: response.statusCode,
      etag: response.headers.etag as string,
      body: response.body,
      data: response.statusCode === 200 ? response.json().data : undefined,
    };
  }

  /** The answer now, after checking it is cached: read twice, and the ETag alone gets a 304. */
  async function current(user: SignedInUser, url: string) {
    const first = await read(user, url);
    expect(first.status).toBe(200);
    const again = await read(user, url);
    expect(again.body).toBe(first.body);
    expect(again.etag).toBe(first.etag);
    expect((await read(user, url, first.etag)).status).toBe(304);
    return first;
  }

  /** The answer after a write: the old ETag no longer matches, and the new answer comes. */
  async function changed(user: SignedInUser, url: string, before: { etag: string }) {
    const after = await read(user, url, before.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    return after;
  }

  return { read, current, changed };
}
