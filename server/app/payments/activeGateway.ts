import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { readSetting } from '../settings/settings';
import type { PaymentGateway } from './gateway';
import { stripeGateway } from './stripeGateway';

/**
 * The gateway staff chose in Settings (read on every payment started, so every server switches at
 * once): the built-in sandbox of `deps.payments`, or Stripe with the stored keys. Read it before a
 * transaction starts (an embedded database runs one statement at a time).
 */
export const activeGateway = async (c: Context<AppEnv>): Promise<PaymentGateway> => {
  const { database, payments, providerFetch } = c.get('deps');
  const setting = await readSetting(database.db, 'payments');
  if (setting.gateway !== 'stripe') return payments;
  if (!setting.stripeSecretKey || !setting.siteUrl) throw new ApiError(409, 'gateway_not_configured', 'app.payments.gateway_not_configured');
  return stripeGateway({ secretKey: setting.stripeSecretKey, siteUrl: setting.siteUrl }, providerFetch);
};
