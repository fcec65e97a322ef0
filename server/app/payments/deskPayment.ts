import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { idempotently } from '../http/idempotency';
import { clientIp, pathId, readBody } from '../http/middleware';
import { getPayment } from './payments.read';
import { submitSlip, type SlipInput } from './payments.service';

type Ctx = Context<AppEnv>;

const required = (max: number) => z.string({ error: 'ra.validation.required' }).trim().min(1, 'ra.validation.required').max(max);
const sen = z.number({ error: 'app.payments.invalid_amount' }).int('app.payments.invalid_amount').positive('app.payments.invalid_amount').max(100_000_000, 'app.payments.invalid_amount');

/**
 * What the desk took, by how: cash needs nothing more; the card terminal's slip its card type, last
 * four digits, batch number, approval code and issuing bank; a bank transfer its reference; a cheque
 * its number and bank.
 */
export const deskPaymentBody = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('cash'), amount: sen, notes: z.string().trim().max(500).optional() }),
    z.object({
      method: z.literal('card'),
      amount: sen,
      cardType: required(30),
      cardLast4: z.string({ error: 'ra.validation.required' }).trim().regex(/^\d{4}$/, 'app.payments.card_last4'),
      batchNumber: required(30),
      approvalCode: required(30),
      issuingBank: required(80),
      notes: z.string().trim().max(500).optional(),
    }),
    z.object({ method: z.literal('transfer'), amount: sen, referenceNo: required(60), notes: z.string().trim().max(500).optional() }),
    z.object({ method: z.literal('cheque'), amount: sen, chequeNo: required(30), chequeBank: required(80), notes: z.string().trim().max(500).optional() }),
  ],
  { error: 'app.payments.desk_method' },
);
export type DeskPaymentBody = z.infer<typeof deskPaymentBody>;

/** A bank transfer is stored as the other bank-in payments are (`offline`), so lists and reports count it alike. */
const asSlip = (body: DeskPaymentBody): SlipInput => (body.method === 'transfer' ? { ...body, method: 'offline' } : body);

/**
 * `POST /api/admin/reservations/:id/desk-payment`: money staff took at the desk, approved at once
 * (recorded and approved by the caller, audited) and settled through the same path as any approved
 * payment; more than the balance due is refused on `amount`.
 */
export const deskPayment = async (c: Ctx) => {
  const id = pathId(c.req.param('id'));
  const body = await readBody(c, deskPaymentBody);
  return idempotently(c, { deskPayment: id, ...body }, async (tx) => {
    const payment = await submitSlip(tx, c.get('actor'), id, asSlip(body), null, c.get('deps').clock.now(), c.get('locale'), clientIp(c));
    return { status: 201, body: await getPayment(tx, payment.id, '/api/admin/payments') };
  });
};
