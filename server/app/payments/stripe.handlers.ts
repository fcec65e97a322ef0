import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { readSetting } from '../settings/settings';
import { gatewayEvents } from '../../db/verificationTables';
import { applyGatewayOutcome } from './online.service';
import { outcomeOfStripeEvent, verifyStripeEvent } from './stripeGateway';

/**
 * `POST /api/payment/stripe/webhook`: Stripe's signed events. The signature is checked on the raw
 * body before anything is read from it (bad, tampered or older than five minutes → 400, nothing
 * changes). An event is applied once: its id is written in the transaction that applies it, so a
 * redelivery or a replay finds it taken; and a payment moves only while `initiated`, so the session's
 * and the PaymentIntent's events for one payment settle it once. Events that name no payment of ours
 * are acknowledged (200) so Stripe stops resending them.
 */
export const stripeWebhook = async (c: Context<AppEnv>) => {
  const { database, clock } = c.get('deps');
  const raw = await c.req.text();
  // Pending Stripe payments still settle after staff switch back to the sandbox: the secret decides.
  const { stripeWebhookSecret } = await readSetting(database.db, 'payments');
  const now = clock.now();
  const event = await verifyStripeEvent(raw, c.req.header('stripe-signature'), stripeWebhookSecret, now);
  if (!event) throw badRequest('app.payments.bad_signature', { signature: 'app.payments.bad_signature' });
  const found = outcomeOfStripeEvent(event);
  const result = await database.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(gatewayEvents)
      .values({ eventId: event.id, gateway: 'stripe', type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: gatewayEvents.eventId });
    if (!fresh) return { duplicate: true, applied: false, status: null };
    if (!found) return { duplicate: false, applied: false, status: null };
    const applied = await applyGatewayOutcome(tx, found.purpose, found.outcome, now, 'stripe');
    return { duplicate: false, applied: applied.applied, status: applied.payment.status };
  });
  return c.json({ received: true, ...result });
};
