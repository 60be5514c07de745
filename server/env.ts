import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL server; absent: embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  APP_ENV: z.enum(['development', 'preview', 'production']).default('development'),
  BRAND: z.string().default('m10'),
  /** The built site served beside the API. */
  STATIC_DIR: z.string().default('dist'),
  /** The real ad marketplace; absent: the local sandbox. */
  MEDIAALPHA_BASE_URL: z.url().optional(),
  MEDIAALPHA_TOKEN: z.string().min(1).optional(),
  /** Overrides the placement id the site sends. */
  MEDIAALPHA_PLACEMENT_ID: z.string().min(1).optional(),
  MEDIAALPHA_TIMEOUT_MS: z.coerce.number().int().positive().default(4_000),
  /** IPQualityScore; absent: the local rules answer in the same shape. */
  IPQS_KEY: z.string().min(1).optional(),
  /**
   * Proxies in front of the server whose `X-Forwarded-For` is believed: `false`/`0` none (the
   * connection's address is the visitor's), a number N the last N proxies, `true` all of them.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9]{1,2})$/, { error: 'TRUST_PROXY is true, false or a number of proxies.' })
    .default('false')
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : Number(value))),
  /** Requests per IP per minute to /api/*; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** The operator token of `/api/report/*` (`Authorization: Bearer …`); absent: they answer 401. */
  REPORT_TOKEN: z.string().min(16, { error: 'REPORT_TOKEN must be at least 16 characters.' }).optional(),
  /** The key of the suppression list's HMAC (opted-out phones and e-mails); absent: plain SHA-256. */
  SUPPRESSION_SECRET: z.string().min(16, { error: 'SUPPRESSION_SECRET must be at least 16 characters.' }).optional(),
  /** Sentry's DSN: the `/api/monitoring` tunnel forwards the site's error reports to it. */
  SENTRY_DSN: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
});

/** The server's settings, parsed once from the environment. */
export type ServerEnv = z.infer<typeof envSchema>;

/**
 * Parses the environment; a wrong value stops the start with a message naming the variable.
 *
 * @example const env = parseEnv(process.env);
 */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${problems.join('\n')}`);
}
