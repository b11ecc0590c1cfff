import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  /** Requests per minute allowed on login, registration and recovery, per address and per username. */
  authRateLimitPerMinute: number;
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

function readPositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new ConfigError(`${name} must be a positive whole number`);
  return number;
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
  mkdirSync(dataDir, { recursive: true });
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

  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: readUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    publicUrl: (readUrl('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/$/, ''),
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
    authRateLimitPerMinute: readPositiveInteger('AUTH_RATE_LIMIT_PER_MINUTE', env.AUTH_RATE_LIMIT_PER_MINUTE, 10),
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
