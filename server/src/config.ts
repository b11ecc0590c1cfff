import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { secureDataDir } from './dataDir';

/** Everything the server reads from its environment, read here once and checked. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  /** Origin used to build links in emails (reset password, inactivity confirmation). */
  publicUrl: string;
  jwtSecret: string;
  /** How long a login token stays valid. */
  tokenTtlSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  paymentProvider: 'sandbox' | 'stripe';
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  /** Base URL of the Stripe API; set only by tests that answer as Stripe does. */
  stripeApiBase?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Directory holding the built SPA; absent in tests that do not serve it. */
  spaDir?: string;
  /**
   * Which proxies' X-Forwarded-For (and -Proto, -Host) are believed: false (the default) believes
   * none, so the client address is the connection's; a list of addresses and CIDR ranges (or
   * proxy-addr's names loopback, linklocal, uniquelocal) believes those; a number believes that many hops.
   */
  trustProxy: false | string[] | number;
  /** Requests per minute allowed on login, registration and recovery, per address and per username. */
  authRateLimitPerMinute: number;
  /** Requests per minute allowed from one address on every other route. */
  rateLimitPerMinute: number;
  /** Favourites' share emails (shares and invitations) one address may receive in 24 hours from every sender together. */
  shareEmailsPerAddressPerDay: number;
  /** argon2id's memory per password hash, in KiB (PASSWORD_HASH_MEMORY_KIB, OWASP_MEMORY_KIB unless set). */
  passwordHashMemoryKib: number;
  /** Redis shared by the servers for the rate limits and sign-in failure counts; without it each server counts in its memory. */
  redisUrl?: string;
  /** What every key Troupe writes in that Redis starts with, so one Redis may serve several installations. */
  redisKeyPrefix: string;
  /** The S3-compatible bucket for users' files; without it they are kept under dataDir. */
  s3?: S3Settings;
  /** Uploads one server receives at once, and one user sends at once; beyond them a quick 503. */
  uploadsAtOnce: number;
  uploadsPerUser: number;
  /** Pictures decoded at once (sharp's work is the memory an upload costs). */
  imageDecodesAtOnce: number;
  /**
   * Searches one server process answers at once (a page of 1,000 results costs about 25 ms of CPU);
   * beyond them a quick 503, so a crowd gets "busy" at once instead of every answer queueing for seconds.
   */
  searchesAtOnce: number;
  /**
   * How far a search counts the people it matches: past it the answer says "more than" this many
   * (`totaleOltre`). An exact count of a broad search reads every match: 116 ms on 1,000,000 crew,
   * where the page itself takes under a millisecond (docs/decisions.md, "A search counts up to a bound").
   */
  searchCountUpTo: number;
  /** Event-loop delay (ms) beyond which the server answers 503 instead of queueing more work; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** Database queries waiting at once beyond which the server answers 503 (PGlite runs one at a time). */
  maxQueuedQueries: number;
  /** Server processes sharing the port (node:cluster); see readWebConcurrency for the default. */
  webConcurrency: number;
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2...); AWS's own when absent. */
  endpoint?: string;
  /** Without them the SDK's usual chain (instance role, AWS_* variables) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

function readUrl(name: string, value: string | undefined, protocols: string[]): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}`);
  }
  return value;
}

/**
 * WEB_CONCURRENCY, else one process per core when PostgreSQL and Redis are configured, else one.
 * PGlite's files belong to one process, so more than one needs DATABASE_URL. Without Redis each
 * process would count rate limits and sign-in failures on its own, letting a client that is
 * spread over N processes try N times as often: the default stays at one, and asking for more is
 * the operator's choice (docs/deployment.md).
 */
function readWebConcurrency(
  value: string | undefined,
  databaseUrl: string | undefined,
  redisUrl: string | undefined,
): number {
  const processes = readPositiveInteger('WEB_CONCURRENCY', value, databaseUrl && redisUrl ? availableParallelism() : 1);
  if (processes > 1 && !databaseUrl)
    throw new ConfigError('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process');
  return processes;
}

/** The OWASP Password Storage Cheat Sheet's first argon2id configuration: 19 MiB with t=2, p=1 (modules/accounts/passwords.ts). */
export const OWASP_MEMORY_KIB = 19456;

/** How many matches a search counts unless SEARCH_COUNT_UP_TO says otherwise; the search bench reads it too. */
export const SEARCH_COUNT_UP_TO = 1000;

function readPositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new ConfigError(`${name} must be a positive whole number`);
  return number;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: empty or "false" trusts no proxy; a whole number is a hop count; otherwise a
 * comma-separated list of proxy addresses and CIDR ranges. "true" (trust anyone) is refused: any
 * client could then name its own address and dodge every per-address limit.
 */
export function readTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  if (text === 'true') {
    throw new ConfigError(
      "TRUST_PROXY=true would believe any client about its own address: list the proxies' addresses or give a hop count",
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    throw new ConfigError(
      `TRUST_PROXY must be addresses or CIDR ranges separated by commas, or a hop count; not "${wrong.join(', ')}"`,
    );
  return entries;
}

function readS3(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  const forcePathStyle = env.S3_FORCE_PATH_STYLE || 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false')
    throw new ConfigError('S3_FORCE_PATH_STYLE must be true or false');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: readUrl('S3_ENDPOINT', env.S3_ENDPOINT, ['http:', 'https:']),
    accessKeyId,
    secretAccessKey,
    forcePathStyle: forcePathStyle === 'true',
  };
}

/**
 * A secret given by JWT_SECRET wins; otherwise one is generated on first start and kept in
 * DATA_DIR, so tokens survive a restart without anyone having to invent a secret.
 */
function readJwtSecret(value: string | undefined, dataDir: string): string {
  if (value !== undefined && value !== '') {
    if (value.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return value;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  secureDataDir(dataDir);
  const port = readPort(env.PORT);

  const paymentProvider = (env.PAYMENT_PROVIDER || 'sandbox') as Config['paymentProvider'];
  if (paymentProvider !== 'sandbox' && paymentProvider !== 'stripe') {
    throw new ConfigError('PAYMENT_PROVIDER must be sandbox or stripe');
  }
  if (paymentProvider === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
  }

  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const mailFrom = env.MAIL_FROM || 'Troupe <no-reply@troupe.local>';
  const supportEmail = env.SUPPORT_EMAIL || 'support@troupe.local';
  const databaseUrl = readUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']);
  const redisUrl = readUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']);

  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    publicUrl: (readUrl('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
      /\/$/,
      '',
    ),
    jwtSecret: readJwtSecret(env.JWT_SECRET, dataDir),
    tokenTtlSeconds: readPositiveInteger('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 7 * 24 * 3600),
    smtpUrl: readUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom,
    supportEmail,
    paymentProvider,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeApiBase: readUrl('STRIPE_API_BASE', env.STRIPE_API_BASE, ['http:', 'https:']),
    logLevel,
    spaDir: path.resolve(env.SPA_DIR || 'dist'),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    authRateLimitPerMinute: readPositiveInteger('AUTH_RATE_LIMIT_PER_MINUTE', env.AUTH_RATE_LIMIT_PER_MINUTE, 10),
    rateLimitPerMinute: readPositiveInteger('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 600),
    shareEmailsPerAddressPerDay: readPositiveInteger(
      'SHARE_EMAILS_PER_ADDRESS_PER_DAY',
      env.SHARE_EMAILS_PER_ADDRESS_PER_DAY,
      3,
    ),
    // argon2id's memory: lower only in tests.
    passwordHashMemoryKib: readPositiveInteger(
      'PASSWORD_HASH_MEMORY_KIB',
      env.PASSWORD_HASH_MEMORY_KIB,
      OWASP_MEMORY_KIB,
    ),
    redisUrl,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'troupe:',
    s3: readS3(env),
    uploadsAtOnce: readPositiveInteger('UPLOADS_AT_ONCE', env.UPLOADS_AT_ONCE, 16),
    uploadsPerUser: readPositiveInteger('UPLOADS_PER_USER', env.UPLOADS_PER_USER, 2),
    imageDecodesAtOnce: readPositiveInteger('IMAGE_DECODES_AT_ONCE', env.IMAGE_DECODES_AT_ONCE, 2),
    searchesAtOnce: readPositiveInteger('SEARCHES_AT_ONCE', env.SEARCHES_AT_ONCE, 8),
    searchCountUpTo: readPositiveInteger('SEARCH_COUNT_UP_TO', env.SEARCH_COUNT_UP_TO, SEARCH_COUNT_UP_TO),
    maxEventLoopDelayMs:
      env.MAX_EVENT_LOOP_DELAY_MS === '0'
        ? 0
        : readPositiveInteger('MAX_EVENT_LOOP_DELAY_MS', env.MAX_EVENT_LOOP_DELAY_MS, 1000),
    maxQueuedQueries: readPositiveInteger('MAX_QUEUED_QUERIES', env.MAX_QUEUED_QUERIES, 200),
    webConcurrency: readWebConcurrency(env.WEB_CONCURRENCY, databaseUrl, redisUrl),
  };
}

/** For the command-line entries (the server, the seed): a configuration error ends the process with its message. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
