import { z } from 'zod';
import { isCidr } from './clientIp';

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
  /**
   * Which marketplace answers: `mediaalpha` (needs MEDIAALPHA_BASE_URL and MEDIAALPHA_TOKEN) or
   * `sandbox`; absent: MediaAlpha when configured, else the sandbox, except in production, which
   * refuses to start on the sandbox unless this says `sandbox` (server/marketplaceChoice.ts).
   */
  MARKETPLACE: z.enum(['sandbox', 'mediaalpha']).optional(),
  /** The real ad marketplace; absent: the local sandbox. */
  MEDIAALPHA_BASE_URL: z.url().optional(),
  MEDIAALPHA_TOKEN: z.string().min(1).optional(),
  /** Overrides the placement id the site sends. */
  MEDIAALPHA_PLACEMENT_ID: z.string().min(1).optional(),
  MEDIAALPHA_TIMEOUT_MS: z.coerce.number().int().positive().default(4_000),
  /** IPQualityScore; absent: the local rules answer in the same shape. */
  IPQS_KEY: z.string().min(1).optional(),
  /**
   * The proxies in front of the server (load balancer, CDN), by address: a comma-separated CIDR
   * list (`10.0.0.0/8,2001:db8::/32`). Only a connection from one of them has its
   * `X-Forwarded-For` read, and there the right-most address not in the list is the visitor.
   * Absent: none (the connection's address is the visitor's).
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((cidrs) => cidrs.every(isCidr), {
      error:
        'TRUSTED_PROXIES is a comma-separated list of addresses or CIDR blocks (10.0.0.0/8, 2001:db8::/32).',
    }),
  /** Replaced by TRUSTED_PROXIES: trusting by count or `true` let a client write its own address. */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === 'false' || value === '0', {
      error:
        'TRUST_PROXY is no longer read: list the proxies by address in TRUSTED_PROXIES (a CIDR list).',
    }),
  /** Phone leases one visit (its session) may take per hour; past it get-phone answers 429. */
  LEASES_PER_SESSION_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Phone leases one IP (an IPv6 client: its /64) may take per hour. */
  LEASES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Requests per IP (an IPv6 client: its /64) per minute to /api/*, counted across processes; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** Requests of one IP to /api/* in work at once, per process (429 past it); 0 turns the cap off. */
  MAX_IN_FLIGHT_PER_IP: z.coerce.number().int().min(0).default(32),
  /** Request bytes the event route works on at once, per process (503 past it); absent: 1 MB. */
  EVENT_INTAKE_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .optional(),
  /**
   * The operator token of `/api/report/*` (`Authorization: Bearer …`); absent or shorter than 32
   * characters: they answer 401 (the start's log says why).
   */
  REPORT_TOKEN: z.string().optional(),
  /** The key that encrypts `leads.data` (32 bytes, base64 or hex); absent: see server/privacy/leadDataKeyFile.ts. */
  LEAD_DATA_KEY: z.string().optional(),
  /** Older lead keys that still decrypt (`id:key,…`, or bare keys); the first is current without LEAD_DATA_KEY. */
  LEAD_DATA_KEYS: z.string().optional(),
  /** Days leads and the personal parts of users and events are kept. */
  RETENTION_DAYS: z.coerce.number().int().min(1).default(180),
  /** The key of the suppression list's HMAC (opted-out phones and e-mails); absent: plain SHA-256. */
  SUPPRESSION_SECRET: z
    .string()
    .min(16, { error: 'SUPPRESSION_SECRET must be at least 16 characters.' })
    .optional(),
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
