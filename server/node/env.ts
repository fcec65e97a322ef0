import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, parsed once at start-up. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** PGlite only: PostgreSQL's shared_buffers (default 32MB, see server/db/pglite.ts), for an embedded database that has outgrown it. */
  PGLITE_SHARED_BUFFERS: z.string().regex(/^\d+(kB|MB|GB)$/, 'a size such as 64MB').optional(),
  /** Seed the demo resort into a new database; on by default on PGlite, off on PostgreSQL. */
  DEMO_DATA: flag.optional(),
  /**
   * With the demo: after the server answers, write the season's direct bookings (about 1,300 over the
   * year, most around today) in the background, a minute or two; off for quick throwaway servers.
   */
  DEMO_SEASON: flag.default(true),
  /** First administrator for a database with no staff (production set-up). */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SESSION_TTL_MINUTES: z.coerce.number().int().min(5).default(720),
  /**
   * Shared secret of the built-in sandbox payment gateway (signs its hosted page and callbacks). The
   * sandbox moves no real money; a production resort plugs in its real gateway.
   */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default('sandbox-secret-change-me'),
  /** Signs the invoice links e-mailed to guests; changing it ends every link already sent. */
  INVOICE_LINK_SECRET: z.string().min(16).default('dev-invoice-link-secret-change-me'),
  /** Signs the captcha challenges of the public forms (ALTCHA); every server behind the database needs the same one. */
  CAPTCHA_SECRET: z.string().min(16).default('dev-captcha-secret-change-me'),
  /** A CJK font file (TTF, OTF or TTC) for Chinese invoices; without one they are written in English. */
  INVOICE_CJK_FONT: z.string().optional(),
  /** On SIGTERM, how long requests in flight may take to finish before the server exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** Lets a Prometheus scraper read /api/metrics with `Authorization: Bearer <token>` (staff may always). */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export const parseEnv = (source: Record<string, string | undefined> = process.env): Env => {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and .env files commonly write it.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return parsed.data;
};
