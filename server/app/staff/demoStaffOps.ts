import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { insertRow } from '../../db/rows';
import type { Actor } from '../http/env';
import { resortToday } from '../settings/resortZone';
import { readSetting } from '../settings/settings';
import { convertEnquiry } from './enquiries.service';
import { cancelOwnLeave, decideLeave, requestLeave } from './leave.service';
import type { LeaveType } from './leaveVocabulary';

type Row = Record<string, unknown>;
const rows = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const DEMO_IP = 'demo';

/** A demo staff member as the services see a signed-in one. */
const staffActor = async (db: Db, email: string): Promise<Actor | null> => {
  const [u] = await rows(db, sql`SELECT u.id, u.email, u.first_name, u.last_name, r.name AS role_name, r.permissions FROM users u LEFT JOIN roles r ON r.id = u.role_id WHERE lower(u.email) = ${email} AND u.kind = 'staff'`);
  if (!u) return null;
  const id = String(u.id);
  return { id, accountId: id, sessionId: 'demo', email: String(u.email), firstName: String(u.first_name), lastName: String(u.last_name), kind: 'staff', roleName: (u.role_name as string | null) ?? null, permissions: (u.permissions as Actor['permissions']) ?? {}, agentType: null, status: null, agencyRole: null };
};

const dayFrom = (today: string, offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** Who asks, for what, from and to (days from today), and what becomes of it; `by` decides. */
const LEAVE_PLAN: { who: string; type: LeaveType; from: number; to: number; reason: string; outcome: 'pending' | 'approved' | 'rejected' | 'cancelled'; by: string; note?: string }[] = [
  { who: 'editor@resort.test', type: 'annual', from: -24, to: -22, reason: 'Family trip to Penang', outcome: 'approved', by: 'admin@resort.test', note: 'Enjoy the break' },
  { who: 'hafiz.dive@resort.test', type: 'medical', from: -3, to: -2, reason: 'Ear infection, MC from Klinik Marang', outcome: 'approved', by: 'admin@resort.test', note: 'No diving until cleared by the doctor' },
  { who: 'hafiz.dive@resort.test', type: 'annual', from: 14, to: 18, reason: 'PADI course director update in Kuala Lumpur', outcome: 'pending', by: 'admin@resort.test' },
  { who: 'meiling.finance@resort.test', type: 'annual', from: 30, to: 34, reason: 'Year-end holiday in Sabah', outcome: 'rejected', by: 'admin@resort.test', note: 'Year-end closing week: please choose dates after the 5th of January' },
  { who: 'meiling.finance@resort.test', type: 'unpaid', from: 45, to: 46, reason: 'Moving house', outcome: 'cancelled', by: 'admin@resort.test' },
  { who: 'editor@resort.test', type: 'compassionate', from: 5, to: 6, reason: 'Grandmother\'s funeral in Kota Bharu', outcome: 'pending', by: 'admin@resort.test' },
  { who: 'admin@resort.test', type: 'annual', from: 60, to: 64, reason: 'Hari Raya at home', outcome: 'approved', by: 'editor@resort.test', note: 'Daniel covers the front office' },
];

/**
 * Demo staff operations, made through the staff services at `now`: leave requests of the demo staff in every
 * state (pending, approved, rejected, withdrawn) and, when the demo has a live booking not yet linked, an
 * enquiry converted into it (the demo's own enquiries already stand new, contacted and lost). Safe to call
 * on a database without the demo staff: it then does nothing. Answers what it made.
 */
export const seedDemoStaffOps = async (db: Db, now: Date) => {
  const { timeZone } = await readSetting(db, 'booking');
  const today = resortToday(now, timeZone);
  let leave = 0;
  for (const plan of LEAVE_PLAN) {
    const [who, by] = await Promise.all([staffActor(db, plan.who), staffActor(db, plan.by)]);
    if (!who || !by) continue;
    const asked = await requestLeave(db, who, { type: plan.type, fromDate: dayFrom(today, plan.from), toDate: dayFrom(today, plan.to), reason: plan.reason }, now, DEMO_IP, timeZone);
    if (plan.outcome === 'approved' || plan.outcome === 'rejected') await decideLeave(db, by, asked.id, { status: plan.outcome, note: plan.note }, now, DEMO_IP);
    if (plan.outcome === 'cancelled') await cancelOwnLeave(db, who, asked.id, now, DEMO_IP);
    leave += 1;
  }

  const admin = await staffActor(db, 'admin@resort.test');
  const [booking] = await rows(
    db,
    sql`SELECT r.id, r.reservation_name, r.check_in::text AS check_in, r.check_out::text AS check_out, r.adults, r.children, r.package_id
        FROM reservations r WHERE r.status NOT IN ('Cancelled', 'Expired', 'NotAvailable')
        AND NOT EXISTS (SELECT 1 FROM booking_enquiries e WHERE e.reservation_id = r.id::text)
        ORDER BY r.check_in >= ${today}::date DESC, r.check_in, r.id LIMIT 1`,
  );
  let converted = 0;
  if (admin && booking) {
    const enquiry = await insertRow(db, resourceTables.booking_enquiries, {
      guestName: String(booking.reservation_name),
      checkIn: String(booking.check_in),
      checkOut: String(booking.check_out),
      adults: Number(booking.adults ?? 2),
      children: Number(booking.children ?? 0),
      packageId: booking.package_id ?? null,
      message: 'Asked on WhatsApp for a quote, then booked with the reservations office.',
      status: 'new',
      createdAt: now,
      updatedAt: now,
    });
    await convertEnquiry(db, admin, String(enquiry.id), String(booking.id), now, DEMO_IP);
    converted = 1;
  }
  return { leave, converted };
};
