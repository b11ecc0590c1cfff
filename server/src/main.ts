import closeWithGrace from 'close-with-grace';
import path from 'node:path';
import pino, { type LoggerOptions } from 'pino';
import { buildApp } from './app';
import { systemClock } from './clock';
import { superviseWorkers, isPrimaryOfSeveral } from './cluster';
import { type Config, loadConfigOrExit } from './config';
import { configuredLocation, openDatabase } from './db/client';
import { createMailOutbox, scheduleOutboxDelivery } from './mail/outbox';
import { loggerOptions } from './logging';
import { createMailer } from './mail/transport';
import { scheduleAccountsInactivity } from './modules/accounts';
import { scheduleNegotiation } from './modules/enlistments';
import { createNotifications, scheduleNotificationsCleanup } from './modules/notifications';
import type { ModuleDeps } from './modules/deps';
import { createPaymentProvider, createPayments } from './modules/payments';
import { scheduleSubscriptionRenewals } from './modules/subscriptions';
import { createUserFiles } from './storage/configuredFiles';
import { scheduleStatistics } from './tasks/statistics';

/** One server: the whole product on the configured port (alone, or as one of several workers). */
async function serve(config: Config) {
  const database = await openDatabase(configuredLocation(config));
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  const clock = systemClock;
  const provider = createPaymentProvider(config, database.db, clock);
  const app = await buildApp({ config, database, mailer, payments: provider, clock });
  const outbox = createMailOutbox({ db: database.db, mailer, clock, log: app.log, config });
  const shared: ModuleDeps = {
    config,
    db: database.db,
    mailer,
    outbox,
    clock,
    files: createUserFiles(config),
    log: app.log,
  };
  // Every server schedules the sweep; its database lock lets one run at a time (tasks/schedule.ts),
  // and the claims and idempotency keys inside keep a charge from being made twice.
  const stopRenewals = scheduleSubscriptionRenewals(database, {
    ...shared,
    payments: createPayments({ ...shared, provider }),
  });
  const stopStatistics = scheduleStatistics({ database, log: app.log });
  // Every server schedules the delivery of queued emails; its lock lets one deliver at a time.
  const stopOutbox = scheduleOutboxDelivery(database, outbox, app.log);
  const stopInactivity = scheduleAccountsInactivity(database, shared);
  // A lapsed or expired request is notified in the app as in app.ts's services (product.md §4.22).
  const stopNegotiation = scheduleNegotiation(database, { ...shared, notify: createNotifications(shared).notify });
  const stopNotificationsCleanup = scheduleNotificationsCleanup(database, shared);

  // SIGTERM/SIGINT: stop accepting, let requests in flight finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await stopRenewals();
    await stopStatistics();
    await stopInactivity();
    await stopNegotiation();
    await stopNotificationsCleanup();
    await stopOutbox();
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Troupe is ready at ${config.publicUrl} (database: ${database.kind})`);
}

async function start() {
  const config = loadConfigOrExit();
  if (!isPrimaryOfSeveral(config.webConcurrency)) return serve(config);
  // Each worker migrates as it opens the database, one at a time under an advisory lock (db/client.ts).
  superviseWorkers(config.webConcurrency, pino(loggerOptions(config.logLevel) as LoggerOptions));
}

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
