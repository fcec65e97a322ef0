import { z } from '@hono/zod-openapi';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { captchaSpent } from '../../db/verificationTables';
import type { AppConfig } from '../config';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { clientIp } from '../http/middleware';
import { readSetting, type Setting } from '../settings/settings';

type CaptchaConfig = Pick<AppConfig, 'captchaSecret' | 'captchaMaxCounter' | 'captchaTtlMinutes'>;

/** SHA-256 rounds: WebCrypto in the browser, the same function on the server (Node and MSW alike). */
const ALGORITHM = 'SHA-256';
/** The derived key's signature is checked instead of deriving it again: verifying costs one HMAC. */
const keySecret = (config: CaptchaConfig) => `${config.captchaSecret}:derived-key`;

/**
 * An ALTCHA challenge (v2, deterministic): the server picks a counter and signs the key it derives, the
 * browser finds the counter by trying them in turn. Its expiry is in the signed data, by our clock.
 */
export const newChallenge = (config: CaptchaConfig, now: Date): Promise<Challenge> =>
  createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(Math.floor(config.captchaMaxCounter / 10), config.captchaMaxCounter),
    deriveKey,
    data: { expires: Math.floor(now.getTime() / 1000) + config.captchaTtlMinutes * 60 },
    hmacSignatureSecret: config.captchaSecret,
    hmacKeySignatureSecret: keySecret(config),
  });

/** What the form posts as `captcha`: base64 of `{challenge, solution}`, as ALTCHA's widget does. */
const payload = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string(), time: z.number().optional() }),
});

const decode = (token: string) => {
  try {
    const parsed = payload.safeParse(JSON.parse(atob(token)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** Whether an ALTCHA solution is good, unexpired by our clock, and used for the first time (then spent). */
export const spendAltchaSolution = async (db: Db, config: CaptchaConfig, token: string, now: Date): Promise<boolean> => {
  const solved = decode(token);
  if (!solved) return false;
  const expires = solved.challenge.parameters.data?.expires;
  if (typeof expires !== 'number' || expires * 1000 <= now.getTime()) return false;
  const result = await verifySolution({ challenge: solved.challenge, solution: solved.solution, deriveKey, hmacSignatureSecret: config.captchaSecret, hmacKeySignatureSecret: keySecret(config) });
  if (!result.verified) return false;
  // Spent in the database, so a second post of the same solution fails on every server.
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
  const [fresh] = await db
    .insert(captchaSpent)
    .values({ signature: solved.challenge.signature, expiresAt: new Date(expires * 1000) })
    .onConflictDoNothing()
    .returning({ signature: captchaSpent.signature });
  return Boolean(fresh);
};

/** The hosted services' documented siteverify addresses (form-encoded POST, JSON `{success}` back). */
export const SITEVERIFY = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

/** Asks the hosted service whether its token is good (the service itself refuses a token used twice). */
export const verifyHostedToken = async (setting: Setting<'captcha'>, token: string, ip: string, fetchFn: typeof fetch = fetch): Promise<boolean> => {
  const form = new URLSearchParams({ secret: setting.secretKey, response: token });
  if (ip !== 'local') form.set('remoteip', ip);
  if (setting.provider === 'hcaptcha') form.set('sitekey', setting.siteKey);
  try {
    const response = await fetchFn(SITEVERIFY[setting.provider], { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    if (!response.ok) return false;
    const answer: unknown = await response.json();
    return typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true;
  } catch {
    return false;
  }
};

/** What a public form needs to show its captcha (`GET /api/auth/captcha`): never a secret. */
export const captchaForForm = async (c: Context<AppEnv>) => {
  const { database, config, clock } = c.get('deps');
  const setting = await readSetting(database.db, 'captcha');
  if (setting.mode === 'off') return { mode: 'off' as const };
  if (setting.mode === 'hosted') return { mode: 'hosted' as const, provider: setting.provider, siteKey: setting.siteKey };
  return { mode: 'altcha' as const, challenge: await newChallenge(config, clock.now()) };
};

/**
 * Refuses a public form's post (400 on the `captcha` field) unless its captcha is solved: a missing,
 * wrong, expired or already used solution. Read before the form's own transaction.
 */
export const requireCaptcha = async (c: Context<AppEnv>, token: unknown) => {
  const { database, config, clock, providerFetch } = c.get('deps');
  const setting = await readSetting(database.db, 'captcha');
  if (setting.mode === 'off') return;
  if (typeof token !== 'string' || token.trim() === '') throw badRequest('app.errors.bad_request', { captcha: 'app.captcha.required' });
  const good =
    setting.mode === 'hosted'
      ? await verifyHostedToken(setting, token, clientIp(c), providerFetch)
      : await spendAltchaSolution(database.db, config, token, clock.now());
  if (!good) throw badRequest('app.errors.bad_request', { captcha: 'app.captcha.invalid' });
};
