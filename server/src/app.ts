import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { healthResponse } from '../../src/contracts/system';
import type { Clock } from './clock';
import { type LogStream, loggerOptions } from './logging';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { ok } from './http/envelope';
import { createVersionedAnswers } from './http/versionedAnswers';
import type { Mailer } from './mail/transport';
import accountsModule from './modules/accounts';
import type { RegisteredAccount } from './modules/accounts/service';
import favoritesModule from './modules/favorites';
import domainRoutes from './modules/domain/routes';
import { createDomainService } from './modules/domain/service';
import profileModule from './modules/profile';
import searchModule from './modules/search';
import { createUserFiles } from './storage/configuredFiles';
import paymentsRoutes from './modules/payments/routes';
import { createPaymentsService } from './modules/payments/service';
import calendarModule from './modules/calendar';
import ticketsModule from './modules/tickets';
import carsheetsModule from './modules/carsheets';
import { createSheetsService } from './modules/sheets/service';
import timesheetsModule from './modules/timesheets';
import { createMailOutbox } from './mail/outbox';
import type { ModuleDeps } from './modules/deps';
import enlistmentsRoutes from './modules/enlistments/routes';
import { createEnlistmentsService } from './modules/enlistments/service';
import jobsRoutes from './modules/jobs/routes';
import { createJobsService } from './modules/jobs/service';
import subscriptionsRoutes from './modules/subscriptions/routes';
import { createSubscriptionsService } from './modules/subscriptions/service';
import { seedDatabase } from './db/seed';
import { createPaymentProvider, providerConnectSources } from './modules/payments/configuredProvider';
import type { PaymentProvider } from './modules/payments/provider';
import sandboxTokenRoutes from './modules/payments/sandbox';
import auth from './plugins/auth';
import errorEnvelope, { frameworkErrors } from './plugins/errors';
import openapi from './plugins/openapi';
import overload from './plugins/overload';
import security from './plugins/security';
import spa from './plugins/spa';
import tier from './plugins/tier';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** The one clock every rule about time reads; tests set it instead of sleeping. */
  clock: Clock;
  /** Where the log goes (stdout by default); tests read it. */
  logStream?: LogStream;
  /** The card payment provider; by default the one PAYMENT_PROVIDER names. */
  payments?: PaymentProvider;
}

/** Largest JSON body accepted; uploads have their own limits. */
const BODY_LIMIT_BYTES = 256 * 1024;

/** A hop count as Fastify's types take it: the first `hops` addresses from the connection are proxies. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole API without listening or touching anything at import time. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // The reference data (lookups, plans) is written on every start, before anything reads it.
  await seedDatabase(database.db);
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // Client addresses (the per-address limits) come from X-Forwarded-For only through the
    // proxies TRUST_PROXY names; by default from the connection.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Never log what identifies a session or a person's secrets: redaction by configuration.
    logger: loggerOptions(config.logLevel, deps.logStream),
    ajv: { customOptions: { coerceTypes: 'array' } },
    // Fastify's own answers (a path that does not decode, the 503 while closing) in the envelope too.
    frameworkErrors,
    return503OnClosing: false,
    // The spec writes some paths with a trailing slash and some without; clients send either.
    // Every route is declared once, as the spec writes it, and answers both ways.
    routerOptions: { ignoreTrailingSlash: true },
  });

  await app.register(errorEnvelope);
  const { clock } = deps;
  const paymentProvider = deps.payments ?? createPaymentProvider(config, database.db, clock);
  const payments = createPaymentsService({ db: database.db, provider: paymentProvider, clock });
  // The subscriptions module owns the tier: the guard and accounts ask it through tierOf.
  const subscriptions = createSubscriptionsService({ db: database.db, mailer: deps.mailer, payments, clock, log: app.log });
  await app.register(overload, { maxEventLoopDelayMs: config.maxEventLoopDelayMs, maxQueuedQueries: config.maxQueuedQueries, waiting: database.waiting });
  await app.register(security, { connectSources: providerConnectSources(paymentProvider), perMinute: config.rateLimitPerMinute, redisUrl: config.redisUrl });
  await app.register(formbody);
  await app.register(openapi);
  await app.register(auth, { db: database.db, secret: config.jwtSecret, ttlSeconds: config.tokenTtlSeconds, clock });
  await app.register(tier, { tierOf: subscriptions.tierOf });

  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['System'], security: [], response: { 200: healthResponse } } }, async () =>
    ok({ status: 'ok', database: database.kind }),
  );

  // The SPA's contact links lead here, so the support address is configured in one place.
  app.get('/contact', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`mailto:${config.supportEmail}`),
  );

  const userFiles = createUserFiles(config);
  // Emails that must follow a committed change are queued in its transaction; main.ts runs the delivery loop too.
  const outbox = createMailOutbox({ db: database.db, mailer: deps.mailer, clock, log: app.log });
  // What every module's plugin builds its service from; other modules' interfaces are added by name.
  const shared: ModuleDeps = { config, db: database.db, mailer: deps.mailer, outbox, clock, files: userFiles };
  // Modules waiting for an address (favourites' invitations by email) hear of each new account from accounts.
  const registrationListeners: ((account: RegisteredAccount) => Promise<void>)[] = [];
  const accountRegistered = async (account: RegisteredAccount) => {
    for (const listener of registrationListeners) await listener(account);
  };
  await app.register(accountsModule, { ...shared, tierOf: subscriptions.tierOf, accountRegistered });

  const domain = createDomainService({ db: database.db });
  await app.register(domainRoutes, { service: domain });
  // Jobs and engagements (issue 9): each module reaches the other only through what is passed here.
  const jobs = createJobsService({
    db: database.db,
    clock,
    catalogue: domain.catalogue,
    engagementsWithdrawn: (engagementIds) => enlistments.notifyJobDeleted(engagementIds),
  });
  const enlistments = createEnlistmentsService({
    db: database.db,
    clock,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    catalogue: domain.catalogue,
    nameIn: domain.nameIn,
    placesOf: jobs.placesOf,
    tierOf: subscriptions.tierOf,
  });
  // An accepted engagement's days are unavailable, and not the worker's to change (00-DECISIONS).
  // A crew card is for Master clients; its phone and email for a client who engaged that person.
  await app.register(profileModule, {
    ...shared,
    domain,
    bookedDays: enlistments.bookedDays,
    tierOf: subscriptions.tierOf,
    engagedWith: enlistments.engagedWith,
  });

  if (paymentProvider.name === 'sandbox') await app.register(sandboxTokenRoutes, { db: database.db, clock });
  await app.register(paymentsRoutes, { service: payments, provider: paymentProvider, publicUrl: config.publicUrl });
  await app.register(subscriptionsRoutes, { service: subscriptions });

  const today = () => clock.today();
  // The two large per-user lists are kept serialised while the user's data version holds (issue 9).
  const answers = createVersionedAnswers({ db: database.db });
  await app.register(jobsRoutes, { service: jobs, today, answers });
  await app.register(enlistmentsRoutes, { service: enlistments, today, answers });
  await app.register(calendarModule, shared);
  await app.register(searchModule, { ...shared, domain });
  await app.register(favoritesModule, { ...shared, whenAccountRegistered: (listener) => registrationListeners.push(listener) });
  await app.register(ticketsModule, shared);
  // Time reports and car sheets (issue 11) share their rules, send and PDF through one service.
  const sheets = createSheetsService({ db: database.db, clock, outbox, contextOf: enlistments.contextOf });
  await app.register(timesheetsModule, { ...shared, sheets });
  await app.register(carsheetsModule, { ...shared, sheets });

  if (config.spaDir) await app.register(spa, { root: config.spaDir });
  return app;
}
