import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { idempotently } from '../http/idempotency';
import { clientIp, readBody } from '../http/middleware';
import { activeGateway } from '../payments/activeGateway';
import { startOnlinePayment } from '../payments/online.service';
import { payPurchaseFromWallet } from '../payments/walletPayment';
import { walletOf } from '../wallet/ledger';
import { eventTitle, takeSeats } from './events.service';

type Ctx = Context<AppEnv>;
const now = (c: Ctx) => c.get('deps').clock.now();

export const joinBody = z.object({
  eventId: z.uuid({ error: 'app.validation.reference' }),
  seats: z.number({ error: 'app.events.invalid_seats' }).int('app.events.invalid_seats').min(1, 'app.events.invalid_seats').max(100, 'app.events.invalid_seats'),
  memberNotes: z.string().trim().max(2000).optional(),
});

const registrationOf = (r: { id: string; eventId: string; seats: number; amount: number; status: string; heldUntil: Date | null }) => ({
  id: r.id,
  eventId: r.eventId,
  seats: r.seats,
  amount: Number(r.amount),
  status: r.status,
  heldUntil: r.heldUntil,
});

/** `POST /wallet/event {eventId, seats, memberNotes?}`: joins an event paying the seats from the wallet. */
export const joinFromWallet = async (c: Ctx) => {
  const body = await readBody(c, joinBody);
  const gateway = await activeGateway(c);
  return idempotently(c, body, async (tx) => {
    const actor = c.get('actor');
    const registration = await takeSeats(tx, actor, body, now(c));
    if (registration.status === 'pending') {
      await payPurchaseFromWallet(tx, actor, { purpose: 'event', subjectId: registration.id, amount: Number(registration.amount), reference: await eventTitle(tx, registration.eventId) }, now(c), c.get('locale'), clientIp(c));
    }
    return { status: 201, body: { registration: { ...registrationOf(registration), status: 'joined', heldUntil: null }, wallet: await walletOf(tx, actor.accountId) } };
  });
};

/**
 * `POST /event/join {eventId, seats, memberNotes?}`: takes the seats and answers the gateway page to
 * pay them on (a free event is joined at once, with no payment).
 */
export const joinOnline = async (c: Ctx) => {
  const body = await readBody(c, joinBody);
  const gateway = await activeGateway(c);
  return idempotently(c, body, async (tx) => {
    const actor = c.get('actor');
    const registration = await takeSeats(tx, actor, body, now(c));
    if (registration.status === 'joined') return { status: 201, body: { registration: registrationOf(registration) } };
    const description = c.get('t')('app.vouchers.payment_description.event', { name: await eventTitle(tx, registration.eventId) });
    const started = await startOnlinePayment(
      tx,
      gateway,
      { purpose: 'event', payerId: actor.accountId, recordedBy: actor.id, amount: Number(registration.amount), subjectId: registration.id, description, locale: c.get('locale') },
      now(c),
    );
    return { status: 201, body: { registration: registrationOf(registration), ...started } };
  });
};
