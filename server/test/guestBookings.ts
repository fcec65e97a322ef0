import { sql } from 'drizzle-orm';
import { createHold } from '../app/booking/holds';
import { createReservation, reservationBody } from '../app/booking/reservations.service';
import type { Actor } from '../app/http/env';
import { signUpGuest } from '../app/portal/guestAccounts';
import { readSetting } from '../app/settings/settings';
import { testGuest } from './bookings';
import { rowsOf } from './money';
import type { TestApp } from './testApp';

/** A guest account signed up in `locale` with its e-mail already confirmed. */
export const confirmedGuest = async (api: TestApp, email: string, password: string, locale: 'en' | 'my' | 'cn', firstName = 'Siti') => {
  await signUpGuest(api.db, { email, password, firstName, lastName: 'Aminah', locale }, { now: api.clock.now(), ip: '198.51.100.7', passwordIterations: 1000 });
  await api.db.execute(sql`UPDATE guest_profiles SET email_confirmed_at = now() WHERE user_id = (SELECT id FROM users WHERE email = ${email})`);
  return guestActor(api, email);
};

/** The actor of a signed-in guest, as the guards make it (tests create guest bookings through the domain service). */
export const guestActor = async (api: TestApp, email: string): Promise<Actor> => {
  const [u] = await rowsOf<{ id: string; email: string; first_name: string; last_name: string }>(api, sql`SELECT id, email, first_name, last_name FROM users WHERE email = ${email}`);
  return { id: u.id, accountId: u.id, sessionId: 'test', email: u.email, firstName: u.first_name, lastName: u.last_name, kind: 'guest', roleName: null, permissions: {} as Actor['permissions'], agentType: null, status: null, agencyRole: null };
};

export type GuestBooking = { id: string; bookingNo: string; total: number };

/**
 * A booking made on the guest site by `guest` (a demo Garden Chalet on the snorkelling package, 2 adults and a
 * toddler), approved as guest bookings are; `admin` is a staff token to look the room up with.
 */
export const guestBooking = async (api: TestApp, admin: string, guest: Actor, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}): Promise<GuestBooking> => {
  const [pkg, roomType, leadSource] = await Promise.all([
    api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' }),
    api.record(admin, 'room-types', { code: 'CHL-GDN' }),
    api.record(admin, 'lead-sources', { name: 'Facebook' }),
  ]);
  const [type] = (await api.call('POST', '/api/admin/rooms-availability', { token: admin, body: { checkIn, checkOut, roomTypeIds: [roomType.id] } })).json as unknown as { rooms: { id: string }[] }[];
  const roomId = type.rooms[0].id;
  const now = api.clock.now();
  const hold = await createHold(api.db, { ownerId: guest.accountId, packageId: pkg.id, checkIn, checkOut, roomIds: [roomId] }, now, 120);
  const body = reservationBody.parse({
    holdId: hold.id,
    packageId: pkg.id,
    leadSourceId: leadSource.id,
    bedType: 'Queen + single',
    rooms: [{ roomId, adults: 2, children: 0, toddlers: 1, infants: 0 }],
    guests: [{ ...testGuest, email: guest.email }],
    ...extra,
  });
  const { row } = await createReservation(api.db, guest, body, now, await readSetting(api.db, 'booking'), '127.0.0.1', 'en');
  if (!row.approvedAt) {
    const approved = await api.call('PUT', `/api/admin/reservations/${row.id}/approve`, { token: admin });
    if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${approved.text}`);
  }
  return { id: row.id, bookingNo: row.bookingNo, total: Number(row.total) };
};

/** Staff take the whole amount in cash at the desk: the booking is Upcoming and Fully paid. */
export const payInFull = async (api: TestApp, admin: string, booking: GuestBooking) => {
  const res = await api.call('POST', `/api/admin/reservations/${booking.id}/desk-payment`, { token: admin, body: { method: 'cash', amount: booking.total } });
  if (res.status !== 201) throw new Error(`desk payment failed: ${res.status} ${res.text}`);
};

/** The status and payment status of a reservation, as stored. */
export const statusOf = async (api: TestApp, id: string) => (await rowsOf<{ status: string; payment_status: string }>(api, sql`SELECT status, payment_status FROM reservations WHERE id = ${id}`))[0];
