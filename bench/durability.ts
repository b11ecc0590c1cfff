import { like } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TICKETS_PER_HOUR } from '@shared/validation/tickets';
import { openDatabase } from '../server/src/db/client';
import { tickets, users } from '../server/src/db/schema';
import { freshLocation, startServer } from './server';

/**
 * Nothing acknowledged is lost: WRITERS clients write as fast as the server
 * answers (each registers an account, signs in, and sends its TICKETS_PER_HOUR suggestions, then
 * starts again with a new account) while the server is ended in the middle: three rounds by kill -9
 * (SIGKILL: no shutdown at all) and three by SIGTERM (the graceful stop). Each round restarts the
 * server on the same database. At the end the database is opened directly and every account and
 * ticket the server answered 200 for must be there; writes cut off in flight may be either way.
 *
 *   node --import tsx bench/durability.ts                       # PGlite under a temporary DATA_DIR
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/durability.ts   # and PostgreSQL
 */
const PORT = Number(process.env.BENCH_PORT || 8292);
const WRITERS = 8;
const SIGNALS: NodeJS.Signals[] = ['SIGKILL', 'SIGKILL', 'SIGKILL', 'SIGTERM', 'SIGTERM', 'SIGTERM'];
/** How long the writers run before the signal: long enough for the server to be busy writing. */
const WRITE_MS = { min: 2_000, spread: 2_000 };
const PASSWORD = 'Segreto123';
const json = { 'content-type': 'application/json' };

interface Acknowledged {
  usernames: string[];
  tickets: { id: number; text: string }[];
  /** Requests sent whose answer never came (the server ended under them). */
  cutOff: number;
}

/** One writer: accounts and tickets until the server stops answering. */
async function write(base: string, prefix: string, acknowledged: Acknowledged) {
  for (let account = 0; ; account += 1) {
    const username = `${prefix}a${account}`;
    try {
      const registered = await fetch(`${base}/api/Accounts/registration`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ userName: username, password: PASSWORD, email: `${username}@example.com` }),
      });
      if (!registered.ok) throw new Error(`registration answered ${registered.status}`);
      acknowledged.usernames.push(username);
      const login = await fetch(`${base}/api/Auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username, password: PASSWORD }),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      for (let ticket = 0; ticket < TICKETS_PER_HOUR; ticket += 1) {
        const text = `${username} ticket ${ticket}`;
        const sent = await fetch(`${base}/api/Tickets/CreateTicket`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${token}` },
          body: JSON.stringify({ descrizione: text }),
        });
        if (!sent.ok) throw new Error(`a ticket answered ${sent.status}`);
        acknowledged.tickets.push({
          id: ((await sent.json()) as { data: { id_Ticket: number } }).data.id_Ticket,
          text,
        });
      }
    } catch {
      // The server ended (connection refused or reset) or answered a shutdown's 503: this writer is done.
      acknowledged.cutOff += 1;
      return;
    }
  }
}

async function measure(kind: 'pglite' | 'postgresql') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troupe-durability-'));
  const { location, env, drop } = await freshLocation(kind, dataDir);
  const acknowledged: Acknowledged = { usernames: [], tickets: [], cutOff: 0 };
  const rounds = [];
  try {
    for (const [round, signal] of SIGNALS.entries()) {
      const server = await startServer(PORT, env, dataDir);
      const before = { usernames: acknowledged.usernames.length, tickets: acknowledged.tickets.length };
      const writers = Array.from({ length: WRITERS }, (_, writer) =>
        write(server.base, `dur${round}w${writer}`, acknowledged),
      );
      await new Promise((resolve) => setTimeout(resolve, WRITE_MS.min + Math.random() * WRITE_MS.spread));
      const signalled = performance.now();
      await server.stop(signal);
      const ended = await server.exited;
      const stopMs = Math.round(performance.now() - signalled);
      await Promise.all(writers);
      rounds.push({
        signal,
        // A SIGTERM round should end with code 0 well inside the 10 s grace (close-with-grace kills past it).
        exit: ended.signal ?? ended.code,
        stopMs,
        accounts: acknowledged.usernames.length - before.usernames,
        tickets: acknowledged.tickets.length - before.tickets,
      });
    }

    const database = await openDatabase(location);
    const storedUsers = new Set(
      (await database.db.select({ username: users.username }).from(users).where(like(users.username, 'dur%'))).map(
        (row) => row.username,
      ),
    );
    const storedTickets = new Map(
      (await database.db.select({ id: tickets.id, text: tickets.descrizione }).from(tickets)).map((row) => [
        row.id,
        row.text,
      ]),
    );
    await database.close();
    return {
      database: kind,
      rounds,
      acknowledgedAccounts: acknowledged.usernames.length,
      acknowledgedTickets: acknowledged.tickets.length,
      writesCutOff: acknowledged.cutOff,
      lostAccounts: acknowledged.usernames.filter((username) => !storedUsers.has(username)).length,
      lostTickets: acknowledged.tickets.filter((ticket) => storedTickets.get(ticket.id) !== ticket.text).length,
      // More rows than answers: writes that were stored but whose answer the signal cut off.
      storedUnacknowledgedTickets: storedTickets.size - acknowledged.tickets.length,
    };
  } finally {
    await drop();
  }
}

async function main() {
  const results = [await measure('pglite')];
  if (process.env.BENCH_DATABASE_URL) results.push(await measure('postgresql'));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/durability.json',
    `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
  );
  console.log(JSON.stringify(results, null, 2));
  if (results.some((result) => result.lostAccounts > 0 || result.lostTickets > 0)) process.exitCode = 1;
}

void main();
