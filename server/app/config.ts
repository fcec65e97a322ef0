/** Settings a resort tunes; every value has a default so tests and the demo need none. */
export interface AppConfig {
  /** How long a sign-in lasts without being used. */
  sessionTtlMinutes: number;
  /** Failed sign-ins per e-mail (or per address) within the window before answering 429. */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** Agent self-registrations (`POST /api/auth/travelagent/add`) from one address within the window before answering 429. */
  registrationMaxPerAddress: number;
  registrationWindowMinutes: number;
  /** PBKDF2 iterations for new password hashes (stored with each hash, so it can rise over time). */
  passwordIterations: number;
  uploadMaxBytes: number;
  /** Above this many rows an unfiltered list reports the planner's estimate as its total. */
  exactCountLimit: number;
  /** Where the payer lands after the gateway, per purpose (the portal's screens). */
  paymentReturnPaths: Record<'booking' | 'topup' | 'promo-code' | 'promo-package' | 'event', string>;
  /** Shown in the footer as v{version}. */
  version: string;
  /** A bearer token Prometheus scrapes `/api/metrics` with (METRICS_TOKEN); without one only staff who may read settings can. */
  metricsToken?: string;
  /** Signs the guests' invoice links (HMAC); a resort sets its own through INVOICE_LINK_SECRET. */
  invoiceLinkSecret: string;
  /** Signs the public forms' captcha challenges (HMAC); a resort sets its own through CAPTCHA_SECRET. */
  captchaSecret: string;
  /**
   * The built-in captcha's work: the browser tries up to this many SHA-256 keys (half on average, well
   * under a second on a phone) before it finds the one the server picked.
   */
  captchaMaxCounter: number;
  /** How long a captcha challenge may be solved and used. */
  captchaTtlMinutes: number;
  /**
   * Times every request (off by default): phases, JSON serialisation and each SQL statement, answered in a
   * `Server-Timing` header and given to `onAnswered` (server/app/http/requestTiming.ts). For finding where
   * the time goes (the bench turns it on); it costs a little on every request.
   */
  serverTiming?: boolean;
}

export const defaultConfig: AppConfig = {
  sessionTtlMinutes: 12 * 60,
  loginMaxFailures: 5,
  loginWindowMinutes: 15,
  registrationMaxPerAddress: 10,
  registrationWindowMinutes: 60,
  passwordIterations: 310_000,
  uploadMaxBytes: 5 * 1024 * 1024,
  exactCountLimit: 50_000,
  paymentReturnPaths: { booking: '/booking/listing', topup: '/credits', 'promo-code': '/my-promotions', 'promo-package': '/my-promotions', event: '/events' },
  version: '0.1.0',
  invoiceLinkSecret: 'dev-invoice-link-secret-change-me',
  captchaSecret: 'dev-captcha-secret-change-me',
  captchaMaxCounter: 50_000,
  captchaTtlMinutes: 10,
};
