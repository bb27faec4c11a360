import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Every setting of the app: the only module that reads process.env (STYLE.md habit 4). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** A streaming replica of DATABASE_URL for public reads (docs/deploy.md). */
  DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  /** Fill an empty database with demo listings and two demo accounts on start. */
  SEED_DEMO_DATA: z.stringbool().default(true),
  /** How long a public search page may be answered from memory (0 turns the cache off). */
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** Photos in an S3-compatible bucket instead of DATA_DIR/uploads (docs/deploy.md). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** Where browsers fetch photos: a CDN or the bucket's public address (the pages' CSP allows https images). */
  PHOTO_BASE_URL: z.url({ protocol: /^https$/, message: 'PHOTO_BASE_URL must be an https URL' }).optional(),
  /** Turns on GET /metrics (Prometheus), answered only with `Authorization: Bearer <this>`. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Above this mean event-loop delay new requests are answered 503 at once (0: never). */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * Multiplies every per-account daily write quota (server/plugins/quotas.ts): 1 in production;
   * the hardening load tests, whose one account writes thousands of times, raise it.
   */
  DAILY_QUOTA_SCALE: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Outgoing mail server, e.g. smtp://user:pass@host:587 (unset: mail is written to the log). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of every mail, e.g. `Dar <no-reply@dar.iq>`. */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * Which X-Forwarded-For entries to believe: a hop count (1 = one proxy in front) or the proxies'
   * addresses/CIDRs, comma-separated. Unset: none, the connection's address is the client's.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'TRUST_PROXY must be a hop count or proxy addresses')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.output<typeof envSchema> & { SESSION_SECRET: string; DATA_DIR: string };

export class EnvError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const blankless = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new EnvError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidc !== 0 && oidc !== 3) {
    throw new EnvError('Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together');
  }
  if (env.DATABASE_READ_URL !== undefined && env.DATABASE_URL === undefined) {
    throw new EnvError('Invalid configuration:\n  DATABASE_READ_URL needs DATABASE_URL (the primary it replicates)');
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new EnvError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (env.S3_BUCKET === undefined && env.S3_ENDPOINT !== undefined) {
    throw new EnvError('Invalid configuration:\n  S3_ENDPOINT needs S3_BUCKET');
  }
  if (env.DATABASE_URL !== undefined && env.SESSION_SECRET === undefined) {
    throw new EnvError(
      'Invalid configuration:\n  SESSION_SECRET is required with DATABASE_URL: every process on a shared database ' +
        'must sign sessions with the same secret (e.g. SESSION_SECRET=$(openssl rand -hex 32))',
    );
  }
  const dataDir = resolve(env.DATA_DIR);
  return { ...env, DATA_DIR: dataDir, SESSION_SECRET: env.SESSION_SECRET ?? readOrCreateSecret(dataDir) };
}

/** TRUST_PROXY as Fastify's trustProxy option: a hop count, a list of addresses, or nothing. */
export function trustProxyOption(
  env: Pick<Env, 'TRUST_PROXY'>,
): ((address: string, hop: number) => boolean) | string[] | false {
  if (env.TRUST_PROXY === undefined) return false;
  if (/^\d+$/.test(env.TRUST_PROXY)) {
    // n proxies in front: the n nearest hops are believed (Fastify's integer option, typed).
    const hops = Number(env.TRUST_PROXY);
    return (_address, hop) => hop < hops;
  }
  return env.TRUST_PROXY.split(',').map((part) => part.trim());
}

/**
 * The site's origin for absolute URLs (sitemap, robots.txt, share previews): PUBLIC_URL's, or
 * this process's own address (`npm start`: http://127.0.0.1:3000).
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`).origin;
}

/**
 * Without SESSION_SECRET (embedded database: one process per DATA_DIR) a random one is kept in
 * DATA_DIR so sessions survive restarts.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
