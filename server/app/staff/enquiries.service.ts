import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { writeAudit } from '../audit/audit';
import type { ResourceHooks } from '../crud/hooks';
import type { Actor } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import { ENQUIRY_TRANSITIONS, type EnquiryStatus } from './enquiryWorkflow';

export { ENQUIRY_TRANSITIONS };

/** Statuses a reservation may not be linked from: it never became a stay. */
const DEAD_RESERVATIONS = ['Cancelled', 'Expired', 'NotAvailable'];

/** The generic create and update of `booking-enquiries` keep to the workflow (400 for converting by hand, 409 for a move not allowed). */
export const enquiryHooks: ResourceHooks = {
  beforeWrite(values, { existing }) {
    const to = values.status as EnquiryStatus | undefined;
    const from = existing?.status as EnquiryStatus | undefined;
    if (to === undefined || to === from) return;
    if (to === 'converted') throw badRequest('app.staffOps.enquiries.errors.convert_by_booking', { status: 'app.staffOps.enquiries.errors.convert_by_booking' });
    if (from && !ENQUIRY_TRANSITIONS[from].includes(to)) throw conflict('app.staffOps.enquiries.errors.transition', { status: 'app.staffOps.enquiries.errors.transition' });
  },
};

type Row = Record<string, unknown>;
const rows = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * Links the reservation booked for an enquiry and marks it converted. The reservation must exist and be
 * alive, and belong to no other enquiry; an enquiry without a lead source takes the booking's, so the
 * lead source survives on both sides. Answers the enquiry as the generic API reads it.
 */
export const convertEnquiry = async (db: Db, actor: Actor, id: string, reservationId: string, now: Date, ip: string) =>
  db.transaction(async (tx) => {
    const [enquiry] = await rows(tx, sql`SELECT id, status, lead_source_id, reservation_id FROM booking_enquiries WHERE id = ${id} FOR UPDATE`);
    if (!enquiry) throw notFound('app.errors.not_found');
    if (enquiry.status === 'converted') throw conflict('app.staffOps.enquiries.errors.already_converted', { status: 'app.staffOps.enquiries.errors.already_converted' });
    const [reservation] = await rows(tx, sql`SELECT id, status, lead_source_id FROM reservations WHERE id = ${reservationId}`);
    if (!reservation) throw badRequest('app.errors.bad_request', { reservationId: 'app.staffOps.enquiries.errors.no_reservation' });
    if (DEAD_RESERVATIONS.includes(String(reservation.status))) throw badRequest('app.errors.bad_request', { reservationId: 'app.staffOps.enquiries.errors.dead_reservation' });
    const [taken] = await rows(tx, sql`SELECT id FROM booking_enquiries WHERE reservation_id = ${reservationId} AND id <> ${id}`);
    if (taken) throw conflict('app.staffOps.enquiries.errors.reservation_taken', { reservationId: 'app.staffOps.enquiries.errors.reservation_taken' });
    const leadSourceId = (enquiry.lead_source_id as string | null) ?? (reservation.lead_source_id as string | null) ?? null;
    await tx.execute(sql`UPDATE booking_enquiries SET status = 'converted', reservation_id = ${reservationId}, lead_source_id = ${leadSourceId}, updated_at = ${now} WHERE id = ${id}`);
    await writeAudit(tx, { actor, action: 'update', resource: 'booking-enquiries', recordId: id, before: { status: enquiry.status }, after: { status: 'converted', reservationId, leadSourceId }, ip }, now);
    return { id, status: 'converted' as const, reservationId, leadSourceId };
  });
