import { z } from 'zod';

const zBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const zConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url().optional(),
    REDIS_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
    SMS_PROVIDER: z.enum(['console', 'kavenegar']).default('console'),
    KAVENEGAR_API_KEY: z.string().optional(),
    KAVENEGAR_BASE_URL: z.url().default('https://api.kavenegar.com'),
    KAVENEGAR_OTP_TEMPLATE: z.string().default('vakilyar-otp'),
    KAVENEGAR_SENDER: z.string().optional(),
    UPLOAD_DIR: z.string().optional(),
    ACCESS_LINK_TTL_HOURS: z.coerce.number().int().positive().default(24),
    PAYMENT_GATEWAY: z.enum(['sandbox', 'zarinpal']).default('sandbox'),
    ZARINPAL_MERCHANT_ID: z.string().optional(),
    ZARINPAL_BASE_URL: z.url().default('https://payment.zarinpal.com'),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().default('gpt-4o-mini'),
    /** With AI_BASE_URL, turns on semantic retrieval beside the keyword search (the provider's `/embeddings`). */
    AI_EMBEDDING_MODEL: z.string().optional(),
    /** The cosine similarity an article must reach to be retrieved by meaning (depends on the model). */
    AI_EMBEDDING_MIN_SIMILARITY: z.coerce.number().min(0).max(1).default(0.5),
    /** Requests a minute per signed-in user (decision 012). */
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    /** Requests a minute per address without a sign-in: far above an office sharing one address. */
    RATE_LIMIT_ANONYMOUS_MAX: z.coerce.number().int().positive().default(600),
    RATE_LIMIT_PREFIX: z.string().default('vakilyar-rl:'),
    /** One-time codes an hour per address (an office's sign-ins stay far below it). */
    OTP_IP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(120),
    /** Wrong passwords for one number before password sign-in is locked for LOGIN_LOCK_MINUTES. */
    LOGIN_FAILURES_PER_NUMBER: z.coerce.number().int().positive().default(8),
    LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
    /** Wrong passwords an hour from one address, whatever the numbers (a sprayer). */
    LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
    /** check-user-exists calls an hour per address (it tells whether a number has an account). */
    CHECK_USER_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(120),
    SEED_DEMO: zBool.optional(),
    /** The API's documentation pages at /api/docs: on by default outside production, off in it. */
    API_DOCS: zBool.optional(),
    WEB_DIST_DIR: z.string().optional(),
    TRUST_PROXY: zBool.default(false),
    /** Waiting for a free database connection before a request fails with 503. */
    DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
    /** One SQL statement, lock waits included. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(20_000),
    /** A transaction left open with nothing running. */
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    BACKUP_DIR: z.string().optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
    BACKUP_SCHEDULE: zBool.optional(),
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: zBool.default(false),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if (c.NODE_ENV === 'production' && c.PAYMENT_GATEWAY === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message: 'must be a real gateway in production (the sandbox pays with test cards)',
      });
    }
    if (c.PAYMENT_GATEWAY === 'zarinpal' && !c.ZARINPAL_MERCHANT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['ZARINPAL_MERCHANT_ID'],
        message: 'is required when PAYMENT_GATEWAY=zarinpal',
      });
    }
    if (c.STORAGE === 's3' && !c.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    }
    if (c.SMS_PROVIDER === 'kavenegar' && !c.KAVENEGAR_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['KAVENEGAR_API_KEY'],
        message: 'is required when SMS_PROVIDER=kavenegar',
      });
    }
  });

export type Config = z.infer<typeof zConfig>;

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the start with one line naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = zConfig.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = issue?.path.join('.') || 'environment';
  const value = typeof issue?.path[0] === 'string' ? env[issue.path[0]] : undefined;
  const shown =
    value === undefined ? 'missing' : `"${name.includes('SECRET') || name.includes('KEY') ? '***' : value}"`;
  throw new ConfigError(`Invalid configuration: ${name} (${shown}) ${issue?.message ?? ''}`.trim());
}
