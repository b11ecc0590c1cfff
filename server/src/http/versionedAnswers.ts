import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { userDataVersions } from '../db/schema';

/**
 * Large per-user answers (RecuperaJobs, ListaIngaggi: tens to hundreds of kB) kept serialised, and
 * reused while the user's data version (db/schema/jobs.ts userDataVersions, bumped by triggers in
 * every writing transaction) has not moved: one indexed single-row read instead of decoding and
 * serialising hundreds of rows (docs/decisions.md, Jobs and engagements). Several servers behind a
 * proxy stay correct, since the version lives in the database. The version is read before the data,
 * so a kept answer is never older than its version says (at worst newer, and then the next read
 * misses and serialises again).
 */

/** A route's responses (OpenAPI) for an answer sent here: the 200 it serialises, and the 304 for a current ETag. */
export const versionedResponse = <T>(answer: T) => ({
  200: answer,
  304: {
    description: 'Not modified: the ETag sent in If-None-Match is current (the answer carries an ETag)',
    type: 'null',
  },
});

/** Bytes of serialised answers kept by default: about 300 answers of ListaIngaggi's 184 kB. */
export const DEFAULT_ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

export interface VersionedAnswersDeps {
  db: Database;
  /** Most bytes of serialised answers kept; the least recently used go first. */
  maxBytes?: number;
}

export function createVersionedAnswers(deps: VersionedAnswersDeps) {
  const { db } = deps;
  // Keyed by answer, user and version: a bumped version is a new key, and the old one, never asked
  // for again, ages out first. fetch() also runs one load for concurrent misses of the same key, so
  // 50 clients arriving after a write cost one query and one serialisation, not 50.
  const kept = new LRUCache<string, Buffer, () => Promise<Buffer>>({
    maxSize: deps.maxBytes ?? DEFAULT_ANSWER_CACHE_BYTES,
    sizeCalculation: (body) => body.length,
    fetchMethod: (_key, _stale, { context }) => context(),
  });

  /** The user's data version; 0 before any write has bumped it (each bump draws a new value from a sequence, never 0). */
  async function versionOf(userId: number): Promise<number> {
    const [row] = await db
      .select({ version: userDataVersions.version })
      .from(userDataVersions)
      .where(eq(userDataVersions.userId, userId));
    return row?.version ?? 0;
  }

  return {
    /**
     * Sends the signed-in user's answer named `name` (one per route; add the language to it if the
     * answer's text depends on it): 304 when If-None-Match holds the current ETag, the kept bytes
     * when the version has not moved, else `load()` serialised by the route's response schema.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      name: string,
      load: () => Promise<unknown>,
    ): Promise<FastifyReply> {
      const userId = request.user.id;
      const version = await versionOf(userId);
      const etag = `"${name}.${userId}.${version}"`;
      // Private, and checked again on every use: a change shows at once, no change costs a 304.
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const serialise = async () => Buffer.from(reply.serialize(await load()) as string);
      // fetch() gives back what the load made even when it is too large to be kept.
      const body = await kept.fetch(`${name}:${userId}:${version}`, { context: serialise });
      return reply.type('application/json; charset=utf-8').send(body);
    },

    /** How many answers and bytes are kept (tests, diagnostics). */
    size: () => ({ answers: kept.size, bytes: kept.calculatedSize }),
  };
}

export type VersionedAnswers = ReturnType<typeof createVersionedAnswers>;
