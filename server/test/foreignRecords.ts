import { sql } from 'drizzle-orm';
import { booked } from './bookings';
import { confirmedGuest, guestBooking } from './guestBookings';
import { creditWallet, rowsOf, slipForm, slipPng } from './money';
import type { TestApp } from './testApp';

/** The other agency of the demo: Lion City Travel, whose admin is priya@lioncitytravel.test. */
export const OTHER_AGENCY_ADMIN = 'priya@lioncitytravel.test';

/** Records that belong to someone else than the demo agency and guest@guest.test: what no agent or guest may reach. */
export interface ForeignRecords {
  /** Lion City's admin (its account) and a member it added. */
  agencyId: string;
  memberId: string;
  memberEmail: string;
  reservation: { id: string; bookingNo: string; invoiceNo: string };
  holdId: string;
  paymentId: string;
  payoutId: string;
  travelDocumentId: string;
  emailFileId: string;
  /** Another guest's account and booking. */
  guestId: string;
  guestReservation: { id: string; bookingNo: string };
  /** Every id above: a row holding one of them, or pointing at one, belongs to the other owner. */
  ids: string[];
  /** What must never show in an agent's or guest's answer: the ids, booking numbers, the member's address. */
  markers: string[];
}

const ok = async (what: string, answer: Promise<{ status: number; text: string; json: Record<string, unknown> }>) => {
  const res = await answer;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res.json;
};

/**
 * Gives Lion City Travel (another agency) a booking, a hold, a paid-in slip, a payout request, a member, a
 * travel document and an e-mail template, and another guest a booking, through the API as their owners
 * would; `admin` is a staff token.
 */
export const foreignRecords = async (api: TestApp, admin: string): Promise<ForeignRecords> => {
  const priya = await api.login(OTHER_AGENCY_ADMIN);
  const reservation = await booked(api, priya, { checkIn: '2027-02-10', checkOut: '2027-02-11' });
  const [pkg, roomType] = await Promise.all([api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' }), api.record(admin, 'room-types', { code: 'CHL-GDN' })]);
  const stay = { checkIn: '2027-02-17', checkOut: '2027-02-18' };
  const [type] = (await ok('availability', api.call('POST', '/api/agent/rooms-availability', { token: priya, body: { ...stay, roomTypeIds: [roomType.id] } }))) as unknown as { rooms: { id: string }[] }[];
  const hold = await ok('hold', api.call('POST', `/api/agent/temp-room-block/${pkg.id}`, { token: priya, body: { ...stay, roomIds: [type.rooms[0].id] } }));
  const payment = await ok('slip', api.call('POST', `/api/agent/agent-reservations/offline-payment/${reservation.id}`, { token: priya, body: slipForm({ amount: 1_000, referenceNo: 'LCT-1', referenceDate: '2026-11-20' }) }));
  await creditWallet(api, OTHER_AGENCY_ADMIN, 50_000);
  await ok('bank', api.call('PUT', '/api/agent/agent-info', { token: priya, body: { accountName: 'Priya Nair', accountNumber: '5140-1234-5678', bankName: 'DBS', swiftCode: 'DBSSSGSG' } }));
  const payout = await ok('payout', api.call('POST', '/api/agent/wallet/payout', { token: priya, body: { amount: 10_000 } }));
  const memberEmail = 'wei.ling@lioncitytravel.test';
  const member = await ok('member', api.call('POST', '/api/agent/members', { token: priya, body: { firstName: 'Wei Ling', lastName: 'Tan', email: memberEmail, phone: '+65 6222 1190', password: 'Member!2345', agencyRole: 'editor' } }));
  const docForm = new FormData();
  for (const [k, v] of Object.entries({ kind: 'passport', number: 'K1234567A', expiresOn: '2030-01-31' })) docForm.set(k, v);
  docForm.set('file', new File([slipPng() as Uint8Array<ArrayBuffer>], 'passport.png'));
  const doc = await ok('document', api.call('POST', '/api/agent/users/docs', { token: priya, body: docForm }));
  const emailFile = await ok('e-mail template', api.call('POST', '/api/agent/agent-email-file', { token: priya, body: { name: 'Lion City welcome', subject: 'Your stay', body: 'Dear guest' } }));

  const other = await confirmedGuest(api, 'other.guest@guest.test', 'Other!2345x', 'en', 'Aminah');
  const guestRes = await guestBooking(api, admin, other, '2027-02-24', '2027-02-25');

  const [agency] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM users WHERE email = ${OTHER_AGENCY_ADMIN}`);
  const paymentId = String((payment.payment as { id?: string } | undefined)?.id ?? payment.id);
  const payoutId = String((payout.payout as { id: string }).id);
  const records = {
    agencyId: agency.id,
    memberId: String(member.id),
    memberEmail,
    reservation: { id: reservation.id, bookingNo: reservation.bookingNo, invoiceNo: reservation.invoiceNo },
    holdId: String(hold.id),
    paymentId,
    payoutId,
    travelDocumentId: String(doc.id),
    emailFileId: String(emailFile.id),
    guestId: other.id,
    guestReservation: { id: guestRes.id, bookingNo: guestRes.bookingNo },
  };
  const ids = [records.agencyId, records.memberId, records.reservation.id, records.holdId, paymentId, payoutId, records.travelDocumentId, records.emailFileId, records.guestId, records.guestReservation.id];
  return { ...records, ids, markers: [...ids, reservation.bookingNo, reservation.invoiceNo, guestRes.bookingNo, memberEmail, 'other.guest@guest.test'] };
};
