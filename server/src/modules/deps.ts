import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { MailOutbox } from '../mail/outbox';
import type { Mailer } from '../mail/transport';
import type { UserFiles } from '../storage/userFiles';

/**
 * What buildApp hands every module's plugin: each builds its service from these, plus the few
 * interfaces of other modules it names in its own options (tierOf, bookedDays, ...).
 */
export interface ModuleDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Emails queued in the transaction of the change they tell of, delivered with retries (mail/outbox.ts). */
  outbox: MailOutbox;
  /** The one clock every rule about time reads. */
  clock: Clock;
  /** The users' uploaded files (photo, documents). */
  files: UserFiles;
  /** The app's logger (redacted by configuration, logging.ts), for what runs outside a request. */
  log: FastifyBaseLogger;
  /** The Redis the servers share (REDIS_URL), for counts that must hold across all of them; absent with one server. */
  redis?: Redis;
}
