import type { Context, MiddlewareHandler } from 'hono';

/** The hosted captcha services a resort may choose (Turnstile, hCaptcha): their documented script, frame and API origins. */
const CAPTCHA_ORIGINS = ['https://challenges.cloudflare.com', 'https://js.hcaptcha.com', 'https://*.hcaptcha.com'];

/**
 * What the pages may load: their own scripts only (no inline script, no eval), MUI's inline styles,
 * images and frames from the resort or in-memory files (a slip's PDF is shown from a blob: URL), the
 * captcha service's widget when the resort uses one; no plugins, no `<base>`, framed by no other site.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${CAPTCHA_ORIGINS.join(' ')}`,
  `style-src 'self' 'unsafe-inline' ${CAPTCHA_ORIGINS[2]}`,
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self' ${CAPTCHA_ORIGINS.join(' ')}`,
  `frame-src 'self' blob: ${CAPTCHA_ORIGINS.join(' ')}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  // Invoice and booking links carry tokens in their query: other sites see the origin only.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Security headers on every answer (pages, API, files, errors). A route's own header wins: an uploaded
 * file keeps its stricter `default-src 'none'; sandbox`. Strict-Transport-Security only over HTTPS (as a
 * load balancer reports it in X-Forwarded-Proto), where it can be honoured.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const https = c.req.header('x-forwarded-proto') === 'https' || c.req.url.startsWith('https:');
  const wanted = https ? { ...HEADERS, 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : HEADERS;
  addHeaders(c, Object.entries(wanted).filter(([name]) => !c.res.headers.has(name)));
};

/** Adds headers to the answer a route gave, also one whose headers are immutable (a fetched or redirect Response: a copy takes them). */
export const addHeaders = (c: Context, headers: [string, string][]) => {
  if (!headers.length) return;
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of headers) copy.headers.set(name, value);
    c.res = copy;
  }
};
