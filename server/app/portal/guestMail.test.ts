import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatMoney } from '../../../i18n/formatMoney';
import { booked } from '../../test/bookings';
import { confirmedGuest, guestActor, guestBooking, payInFull, statusOf } from '../../test/guestBookings';
import { payOnSandbox, queuedEmails } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { Actor } from '../http/env';
import { submitSlip } from '../payments/payments.service';
import { SANDBOX_CARDS } from '../payments/sandboxGateway';
import { sendArrivalReminders } from './arrivalReminders';

/** E-mails to guests who booked on the guest site: in the guest's language, what is due, payments, cancellation, the reminder. */

let api: TestApp;
let admin: string;
let siti: Actor;
let nurul: Actor;

/** The resort's day and time (UTC+8); staff sign in again, as a session ends after 12 hours unused. */
const at = async (date: string, time = '10:00') => {
  api.clock.set(new Date(`${date}T${time}:00+08:00`));
  admin = await api.login('admin@resort.test');
};
const mailsTo = async (template: string, to: string, bookingNo: string) => (await queuedEmails(api, template)).filter((m) => m.to === to && (m.subject.includes(bookingNo) || m.text.includes(bookingNo)));
const seatBoat = async () => (await api.call('GET', `/api/admin/trip-costs?filter=${encodeURIComponent('{"transportType":"boat","pricing":"per-person"}')}`, { token: admin })).json[0] as unknown as { id: string };
const boatOn = async (checkIn: string, checkOut: string) => ({ tripCostId: (await seatBoat()).id, date: checkIn, departureTime: '10:30', pickupPoint: 'Marang Jetty', returnDate: checkOut, returnDepartureTime: '11:00', adults: 2, children: 0, toddlers: 1, infants: 0 });

beforeAll(async () => {
  api = await createTestApp();
  await at('2027-03-01');
  siti = await confirmedGuest(api, 'siti@example.test', 'Lagoon!2027', 'my');
  nurul = await guestActor(api, 'guest@guest.test');
});
afterAll(() => api.close());

it('tells a Malay guest in Malay: booking received with what is due and until when, a slip rejected, then approved', async () => {
  await at('2027-03-01');
  const booking = await guestBooking(api, admin, siti, '2027-05-03', '2027-05-04');
  const [received] = await mailsTo('booking-received', 'siti@example.test', booking.bookingNo);
  expect(received.subject).toBe(`Tempahan ${booking.bookingNo} diterima – Pulau Damai Resort`);
  expect(received.text).toContain(`Jumlah perlu dibayar: ${formatMoney(booking.total)}, dibayar penuh selewat-lewatnya`);
  expect(received.text).toMatch(/Bilik anda ditahan sehingga .*2027.* \(waktu resort\)/);

  // Siti sends a slip from the guest site with the screen in English; staff reject it, then approve a second one.
  const slip = (amount: number) => api.db.transaction((tx) => submitSlip(tx, siti, booking.id, { method: 'offline', amount }, null, api.clock.now(), 'en', '127.0.0.1'));
  const first = await slip(booking.total);
  expect((await api.call('PUT', `/api/admin/payments/${first.id}/reject`, { token: admin, body: { rejectionNotes: 'Amount not in our account' } })).status).toBe(200);
  const [rejected] = await mailsTo('payment-rejected', 'siti@example.test', booking.bookingNo);
  expect(rejected.subject).toBe(`Bayaran tidak diterima untuk tempahan ${booking.bookingNo}`);
  expect(rejected.text).toContain('Amount not in our account');
  const second = await slip(booking.total);
  expect((await api.call('PUT', `/api/admin/payments/${second.id}/approve`, { token: admin })).status).toBe(200);
  const [approved] = await mailsTo('payment-approved', 'siti@example.test', booking.bookingNo);
  expect(approved.subject).toBe(`Bayaran diluluskan untuk tempahan ${booking.bookingNo}`);
  expect(await statusOf(api, booking.id)).toEqual({ status: 'Upcoming', payment_status: 'FullyPaid' });
});

it('after a transfer is added before arrival, the guest pays the new balance online and is told in Malay', async () => {
  await at('2027-03-01');
  const booking = await guestBooking(api, admin, siti, '2027-05-14', '2027-05-15');
  await payInFull(api, admin, booking);
  const token = await api.login('siti@example.test', 'Lagoon!2027');
  const edited = await api.call('PUT', `/api/portal/reservations/edit-transportation/${booking.id}`, { token, body: { transport: [await boatOn('2027-05-14', '2027-05-15')] } });
  expect(edited.json).toMatchObject({ paymentStatus: 'Partial' });
  const started = await api.call('GET', `/api/portal/online-payment?reservationId=${booking.id}`, { token });
  expect(started.status, started.text).toBe(201);
  expect(started.json.amount).toBe((edited.json.total as number) - booking.total);
  const paid = await payOnSandbox(api, started.json.redirectUrl as string, SANDBOX_CARDS.approve);
  await api.app.request(paid.location);
  expect(await statusOf(api, booking.id)).toEqual({ status: 'Upcoming', payment_status: 'FullyPaid' });
  const approved = await mailsTo('payment-approved', 'siti@example.test', booking.bookingNo);
  expect(approved.map((m) => m.subject)).toContain(`Bayaran diluluskan untuk tempahan ${booking.bookingNo}`);
  expect(approved.some((m) => m.text.includes(formatMoney((edited.json.total as number) - booking.total)))).toBe(true);
});

it("keeps English for an English guest and for an agent's booking, with the same words on what is due", async () => {
  await at('2027-03-01');
  const hers = await guestBooking(api, admin, nurul, '2027-05-05', '2027-05-06');
  const [guestMail] = await mailsTo('booking-received', 'guest@guest.test', hers.bookingNo);
  expect(guestMail.text).toContain(`Amount due: ${formatMoney(hers.total)}, to be paid in full by`);
  const agents = await booked(api, await api.login('ta@agency.test'), { checkIn: '2027-05-07', checkOut: '2027-05-08' });
  const [agentMail] = await mailsTo('booking-received', 'ta@agency.test', agents.bookingNo);
  expect(agentMail.text).toContain(`Amount due: ${formatMoney(agents.total)}, to be paid in full by`);
  expect(agentMail.text).toMatch(/Your rooms are held until .*2027.* \(resort time\)/);
});

it("tells the guest of a cancellation by staff too, in the guest's language, with the fee and the refund", async () => {
  await at('2027-03-01');
  const booking = await guestBooking(api, admin, siti, '2027-05-20', '2027-05-21');
  await payInFull(api, admin, booking);
  // Ten days before check-in: the default policy keeps half.
  await at('2027-05-10');
  expect((await api.call('PUT', `/api/admin/cancel/${booking.id}`, { token: admin })).status).toBe(200);
  const [mail] = await mailsTo('booking-cancelled', 'siti@example.test', booking.bookingNo);
  const fee = Math.round(booking.total / 2);
  expect(mail.text).toContain('Hari sebelum daftar masuk: 10');
  expect(mail.text).toContain(`Caj pembatalan (50% mengikut polisi pembatalan kami): ${formatMoney(fee)}`);
  expect(mail.text).toContain(`Akan dipulangkan: ${formatMoney(booking.total - fee)}`);
});

it('reminds the guest before arrival with the transfer times, once, even when the job runs twice at once; never an agent booking', async () => {
  await at('2027-03-01');
  const booking = await guestBooking(api, admin, siti, '2027-06-12', '2027-06-13', { transport: [await boatOn('2027-06-12', '2027-06-13')] });
  await payInFull(api, admin, booking);
  const agents = await booked(api, await api.login('ta@agency.test'), { checkIn: '2027-06-12', checkOut: '2027-06-13' });
  expect((await api.call('PUT', `/api/admin/reservations/${agents.id}/approve`, { token: admin })).status).toBe(200);
  await payInFull(api, admin, agents);
  const reminders = () => mailsTo('arrival-reminder', 'siti@example.test', booking.bookingNo);

  // Four days out is before the default three.
  await at('2027-06-08');
  await sendArrivalReminders(api.db, api.clock.now());
  expect(await reminders()).toEqual([]);

  await at('2027-06-09');
  const runs = await Promise.all([sendArrivalReminders(api.db, api.clock.now()), sendArrivalReminders(api.db, api.clock.now())]);
  expect(runs[0] + runs[1]).toBe(1);
  expect(await sendArrivalReminders(api.db, api.clock.now())).toBe(0);
  const sent = await reminders();
  expect(sent).toHaveLength(1);
  expect(sent[0].subject).toBe(`Jumpa tidak lama lagi: tempahan ${booking.bookingNo}, daftar masuk 12 Jun 2027`);
  expect(sent[0].text).toContain('Salam Nur Aisyah binti Ahmad,');
  expect(sent[0].text).toContain('Daftar masuk: 12 Jun 2027, bilik sedia dari 14:30');
  expect(sent[0].text).toMatch(/- .+: 12 Jun 2027 pada 10:30, diambil di Marang Jetty; pulang pada 13 Jun 2027 pada 11:00/);
  expect((await queuedEmails(api, 'arrival-reminder')).some((m) => m.text.includes(agents.bookingNo))).toBe(false);
});

it('sends no reminders when the setting is 0', async () => {
  await at('2027-03-01');
  const booking = await guestBooking(api, admin, siti, '2027-07-12', '2027-07-13');
  await payInFull(api, admin, booking);
  const rules = (await api.call('GET', '/api/admin/settings/booking', { token: admin })).json;
  expect((await api.call('PUT', '/api/admin/settings/booking', { token: admin, body: { ...rules, arrivalReminderDays: 0 } })).status).toBe(200);
  await at('2027-07-11');
  expect(await sendArrivalReminders(api.db, api.clock.now())).toBe(0);
  expect(await mailsTo('arrival-reminder', 'siti@example.test', booking.bookingNo)).toEqual([]);
});
