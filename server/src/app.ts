import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import * as zlibModule from 'node:zlib';
import { type BrotliOptions, constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { healthResponse } from '@shared/contracts/system';
import type { Clock } from './clock';
import { type LogStream, loggerOptions } from './logging';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { ok } from './http/envelope';
import { createVersionedAnswers } from './http/versionedAnswers';
import type { Mailer } from './mail/transport';
import accountsModule, { type RegisteredAccount } from './modules/accounts';
import brochuresModule from './modules/brochures';
import calendarModule from './modules/calendar';
import carsheetsModule from './modules/carsheets';
import costsModule from './modules/costs';
import type { ModuleDeps } from './modules/deps';
import domainModule, { createDomain } from './modules/domain';
import enlistmentsModule, { createEnlistments } from './modules/enlistments';
import favoritesModule from './modules/favorites';
import jobsModule, { createJobs } from './modules/jobs';
import notificationsModule, { createNotifications } from './modules/notifications';
import paymentsModule, {
  type PaymentProvider,
  createPaymentProvider,
  createPayments,
  providerConnectSources,
} from './modules/payments';
import profileModule from './modules/profile';
import searchModule from './modules/search';
import { createSheets } from './modules/sheets';
import subscriptionsModule, { createSubscriptions } from './modules/subscriptions';
import emailPreferencesModule from './modules/emailPreferences';
import ticketsModule from './modules/tickets';
import timesheetsModule from './modules/timesheets';
import { createMailOutbox } from './mail/outbox';
import { seedDatabase } from './db/seed';
import { connectSharedRedis } from './redis';
import { createUserFiles } from './storage/configuredFiles';
import auth from './plugins/auth';
import gracefulClose from './plugins/closing';
import crawlers from './plugins/crawlers';
import errorEnvelope, { clientErrors, frameworkErrors } from './plugins/errors';
import openapi from './plugins/openapi';
import overload from './plugins/overload';
import security from './plugins/security';
import spa from './plugins/spa';
import tier from './plugins/tier';

/** The compression plugin's brotli stream, which only answers past its syncThreshold go through, at quality 1. */
function largeAnswerBrotli(options?: BrotliOptions) {
  return zlibModule.createBrotliCompress({
    ...options,
    params: { ...options?.params, [zlib.BROTLI_PARAM_QUALITY]: 1 },
  });
}

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
    // And what Node's parser refuses before a request exists (a 20 KB address: 431).
    clientErrorHandler: clientErrors,
    return503OnClosing: false,
    // product.md §1.7 and §2.7 write some paths with a trailing slash and some without; clients send
    // either. Every route is declared once, as product.md writes it, and answers both ways.
    routerOptions: { ignoreTrailingSlash: true },
  });

  await app.register(errorEnvelope);
  await app.register(gracefulClose);
  const { clock } = deps;
  // Emails that must follow a committed change are queued in its transaction; main.ts runs the delivery loop too.
  const outbox = createMailOutbox({ db: database.db, mailer: deps.mailer, clock, log: app.log, config });
  // What every module builds its service from; other modules' interfaces are added by name.
  const redis = config.redisUrl ? connectSharedRedis(app, config.redisUrl) : undefined;
  const shared: ModuleDeps = {
    config,
    db: database.db,
    mailer: deps.mailer,
    outbox,
    clock,
    files: createUserFiles(config),
    log: app.log,
    redis,
  };
  const provider = deps.payments ?? createPaymentProvider(config, database.db, clock);
  const payments = createPayments({ ...shared, provider });
  // The subscriptions module owns the tier: authentication reads it with the user (the guard checks
  // that), and the modules that ask about another user call tierOf.
  const subscriptions = createSubscriptions({ ...shared, payments });
  const { tierOf } = subscriptions;
  await app.register(overload, {
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    maxQueuedQueries: config.maxQueuedQueries,
    waiting: database.waiting,
  });
  await app.register(security, {
    connectSources: providerConnectSources(provider),
    perMinute: config.rateLimitPerMinute,
    redis,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  await app.register(formbody);
  // API answers over 1 KB go brotli or gzip as the client accepts (the job and engagement lists, the
  // lookups, the profile tabs shrink to a fifth or less). Brotli at quality 4 costs about what gzip
  // does; the SPA's files are compressed at build time and sent as they are (plugins/spa.ts).
  // Request bodies are never inflated: a small compressed body could unpack past every limit.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    // In one call up to 64 KB (a page of 50 search results is about 60 KB) rather than through a
    // stream handed to libuv's threads: each core runs a worker of its own (server/src/cluster.ts),
    // so there is no idle core for those threads, only the stream's overhead.
    syncThreshold: 65_536,
    // Past it (the plugin's streams) brotli at quality 1: a page of 1,000 search results (1.3 MB)
    // takes 5 ms and 78 KB instead of 11 ms and 54 KB at 4 (bench/README.md, the search).
    zlib: { ...zlibModule, createBrotliCompress: largeAnswerBrotli },
    globalDecompression: false,
  });
  await app.register(openapi);
  await app.register(auth, {
    db: database.db,
    follow: database.follow,
    secret: config.jwtSecret,
    ttlSeconds: config.tokenTtlSeconds,
    clock,
    tier: subscriptions.tierOfUsersRow,
  });
  await app.register(tier);

  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['System'], security: [], response: { 200: healthResponse } } },
    async () => ok({ status: 'ok', database: database.kind }),
  );

  await app.register(crawlers, { publicUrl: config.publicUrl });

  // The SPA's contact links lead here, so the support address is configured in one place.
  app.get('/contact', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`mailto:${config.supportEmail}`),
  );

  // The services other modules ask are built here and handed to them by name; a module reaches
  // another only through these (the lint's module isolation).
  const domain = createDomain(shared);
  // What concerns a user is written in the transaction of its event, by the module of the event (product.md §4.22).
  const notifications = createNotifications(shared);
  const { notify } = notifications;
  const jobs = createJobs({
    ...shared,
    catalogue: domain.catalogue,
    engagementsWithdrawn: (tx, ownerId, engagementIds) => enlistments.jobDeleted(tx, ownerId, engagementIds),
  });
  const enlistments = createEnlistments({
    ...shared,
    catalogue: domain.catalogue,
    nameIn: domain.nameIn,
    placesOf: jobs.placesOf,
    tierOf,
    notify,
  });
  // Time reports and car sheets share their rules, send and PDF through one service; a job's owner
  // reads them as job management, on Master (the worker's own side is Advanced's).
  const sheets = createSheets({ ...shared, contextOf: enlistments.contextOf, tierOf, notify });
  // The two large per-user lists and a job's cost sheet are kept serialised while the user's data
  // version holds (docs/decisions.md, Jobs and engagements; A job's costs).
  const answers = createVersionedAnswers({ db: database.db });
  // Modules waiting for an address (favourites' invitations by email) hear of each new account from accounts.
  const registrationListeners: ((account: RegisteredAccount) => Promise<void>)[] = [];
  const accountRegistered = async (account: RegisteredAccount) => {
    for (const listener of registrationListeners) await listener(account);
  };

  await app.register(accountsModule, { ...shared, tierOf, accountRegistered });
  await app.register(domainModule, { ...shared, domain });
  // An accepted engagement's days are unavailable, and not the worker's to change (product.md §3.4).
  // A crew card is for Master clients; its phone and email for a client who engaged that person.
  await app.register(profileModule, {
    ...shared,
    domain,
    tierOf,
    bookedDays: enlistments.bookedDays,
    engagedWith: enlistments.engagedWith,
  });
  await app.register(paymentsModule, { ...shared, payments, provider });
  await app.register(subscriptionsModule, { ...shared, subscriptions });
  await app.register(jobsModule, { ...shared, jobs, answers });
  await app.register(enlistmentsModule, { ...shared, enlistments, answers });
  await app.register(calendarModule, shared);
  await app.register(brochuresModule, shared);
  await app.register(searchModule, { ...shared, domain });
  await app.register(favoritesModule, {
    ...shared,
    whenAccountRegistered: (listener) => registrationListeners.push(listener),
    notify,
  });
  await app.register(ticketsModule, shared);
  await app.register(emailPreferencesModule, shared);
  await app.register(timesheetsModule, { ...shared, sheets });
  await app.register(carsheetsModule, { ...shared, sheets });
  await app.register(costsModule, { ...shared, answers });
  await app.register(notificationsModule, { ...shared, notifications, follow: database.follow });

  if (config.spaDir) await app.register(spa, { root: config.spaDir });
  return app;
}
