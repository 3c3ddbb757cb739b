import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseKey } from './lib/sealing';

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .refine((v) => /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres://')
      .optional(),
    REDIS_URL: z.string().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
    JWT_EXPIRES_IN: z.string().default('12h'),
    /** 32 bytes (base64 or hex) that seal the integration secrets (docs/0068); unset: DATA_DIR/encryption-key. */
    ENCRYPTION_KEY: z
      .string()
      .refine(isKeyText, 'ENCRYPTION_KEY must be 32 bytes, written as base64 (44 characters) or hex (64 characters)')
      .optional(),
    /** Keys replaced by a rotation, comma-separated: values sealed with them still open. */
    ENCRYPTION_KEYS_PREVIOUS: z
      .string()
      .refine(
        (v) => v.split(',').every((k) => !k.trim() || isKeyText(k)),
        'ENCRYPTION_KEYS_PREVIOUS must be 32-byte keys (base64 or hex), comma-separated',
      )
      .optional(),
    ADMIN_EMAIL: z.email().default('admin@ponte.local'),
    ADMIN_PASSWORD: z.string().min(6).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(8),
    DRAIN_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
    PUBLIC_URL: z
      .string()
      .refine((v) => /^https?:\/\/[^\s]+$/.test(v), 'PUBLIC_URL must start with http:// or https://')
      .optional(),
  })
  // Several instances (REDIS_URL) must sign and check tokens with one secret: each would
  // otherwise generate its own in its data folder and refuse the others' tokens.
  .refine((e) => !e.REDIS_URL || e.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'JWT_SECRET is required with REDIS_URL: every instance must use the same secret',
  })
  // Likewise one key seals the secrets every instance reads from the shared database.
  .refine((e) => !e.REDIS_URL || e.ENCRYPTION_KEY, {
    path: ['ENCRYPTION_KEY'],
    message: 'ENCRYPTION_KEY is required with REDIS_URL: every instance must open the same secrets',
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  redisUrl?: string;
  jwtSecret: string;
  /** ENCRYPTION_KEY and ENCRYPTION_KEYS_PREVIOUS as given; unset: the key file of the data folder. */
  encryption: { current?: string; previous?: string };
  jwtExpiresIn: string;
  adminEmail: string;
  adminPassword?: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  webDist: string;
  /** Behind a reverse proxy, client addresses (rate limits, logs) come from X-Forwarded-For. */
  trustProxy: boolean;
  /** Sign-in attempts per minute from one address. */
  loginRateLimit: number;
  /** The address customers reach Ponte at (checkout links); otherwise the address of each request. */
  publicUrl: string | null;
  /** How long a job (or a campaign recipient) taken by a runner stays its own before another may take it. */
  jobLeaseMs: number;
  /** A second port serving only GET /metrics, without a token: for Prometheus on a private network. */
  metricsPort?: number;
  /** On SIGTERM/SIGINT, how long requests and the running job get to finish before they are cut. */
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long readiness answers 503 while the instance still serves, before it stops accepting. */
  drainDelayMs: number;
};

type Env = z.infer<typeof EnvSchema>;

/** Every error names the bad variable. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  // An empty variable counts as unset (`DATABASE_URL= npm start` means SQLite).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

function locate(e: Env): Pick<Config, 'dataDir' | 'database'> {
  const dataDir = resolve(e.DATA_DIR);
  return {
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: join(dataDir, 'ponte.db') },
  };
}

/** Where the data is, with none of loadConfig's side effects (no folder, no secret made): `npm run backup` reads this. */
export const dataLocation = (env: NodeJS.ProcessEnv = process.env) => locate(parseEnv(env));

/** Reads the environment once; every error names the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const { dataDir, database } = locate(e);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    encryption: { current: e.ENCRYPTION_KEY, previous: e.ENCRYPTION_KEYS_PREVIOUS },
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY === 'true',
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    metricsPort: e.METRICS_PORT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    drainDelayMs: e.DRAIN_DELAY_SECONDS * 1000,
  };
}

function isKeyText(text: string) {
  try {
    parseKey(text);
    return true;
  } catch {
    return false;
  }
}

/** Without JWT_SECRET, a secret is generated once and kept in the data folder so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
