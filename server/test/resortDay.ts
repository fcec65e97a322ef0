import { booked, deskAt } from './bookings';
import { slipForm } from './money';
import type { TestApp } from './testApp';

/** The day the hand-built resort is looked at (a Wednesday), and the day its bookings were made. */
export const RESORT_DAY = '2027-01-20';
const BOOKING_DAY = '2027-01-05';

type Booking = Awaited<ReturnType<typeof booked>>;
type Paid = 'full' | 'part' | 'none';

const party = { adults: 2, children: 0, toddlers: 1, infants: 0 };

/**
 * A small resort with a known day, for the dashboard's and the reports' figures. On RESORT_DAY
 * (2027-01-20), all Garden Chalets booked by staff and confirmed:
 * - `current`: 5 stays through the day (arrived before it, leaving after it), checked in;
 * - `arrivals`: 3 stays checking in that day (the first with a van at 07:15 and a boat at 10:00); by
 *   10:00 the desk has checked in the last two (`checkedIn`), the first is still to arrive;
 * - `departures`: 2 stays checking out that day, checked in (the first with the 12:30 boat back); by
 *   10:00 the desk has checked out the second (`checkedOut`), the first is still in house;
 * - `payAtResort`: of those, the ones still owing (confirmed unpaid, or part paid): current[0] part
 *   paid, arrivals[0] confirmed with nothing paid;
 * - `reminder`: arriving 2027-02-08, part paid: its cut-off date (2027-01-25) is within 14 days;
 * - `overdue`: arriving 2027-01-27, unpaid: its cut-off date (the booking day) has passed;
 * - `agentBooking`: a TA agency booking arriving 2027-03-01 awaiting approval, with a bank-in slip
 *   waiting for review (`slipId`);
 * - `lateEvening` made at 23:30 on 2027-01-19 and `pastMidnight` at 00:30 on 2027-01-20, resort time
 *   (both 2027-01-19 in UTC), both stays in February.
 * The clock is left at 10:00 on RESORT_DAY; answers the admin's token with the bookings.
 */
export const buildResortDay = async (api: TestApp) => {
  let admin = await deskAt(api, BOOKING_DAY);
  const [land] = await api.records(admin, 'trip-costs', { name: 'KT Airport → Marang Jetty (van)' });
  const [boatIn] = await api.records(admin, 'trip-costs', { name: 'Marang Jetty → Pulau Damai (shared boat)' });
  const [boatOut] = await api.records(admin, 'trip-costs', { name: 'Pulau Damai → Marang Jetty (shared boat)' });

  const pay = async (b: Booking, paid: Paid) => {
    if (paid === 'none') {
      const res = await api.call('PUT', `/api/admin/reservations/${b.id}/status/confirm`, { token: admin });
      if (res.status !== 200) throw new Error(`confirm failed: ${res.status} ${res.text}`);
      return;
    }
    const amount = paid === 'full' ? b.total : Math.floor(b.total / 2);
    const form = slipForm({ amount, referenceNo: `DESK-${b.bookingNo}`, referenceDate: api.clock.now().toISOString().slice(0, 10) }, null);
    const res = await api.call('POST', `/api/admin/reservations/offline-payment/${b.id}`, { token: admin, body: form });
    if (res.status !== 201) throw new Error(`payment failed: ${res.status} ${res.text}`);
  };
  const stay = async (checkIn: string, checkOut: string, paid: Paid = 'full', transport: Record<string, unknown>[] = []) => {
    const b = await booked(api, admin, { checkIn, checkOut, base: '/api/admin', extra: transport.length ? { transport } : {} });
    await pay(b, paid);
    return b;
  };

  const current = [
    await stay('2027-01-18', '2027-01-22', 'part'),
    await stay('2027-01-18', '2027-01-21'),
    await stay('2027-01-19', '2027-01-21'),
    await stay('2027-01-19', '2027-01-23'),
    await stay('2027-01-19', '2027-01-22'),
  ];
  const arrivals = [
    await stay(RESORT_DAY, '2027-01-22', 'none', [
      { tripCostId: land.id, ...party, date: RESORT_DAY, departureTime: '07:15', pickupPoint: 'Arrivals hall', dropLocation: 'Marang Jetty', dropTime: '08:00' },
      { tripCostId: boatIn.id, ...party, date: RESORT_DAY, departureTime: '10:00', pickupPoint: 'Marang Jetty' },
    ]),
    await stay(RESORT_DAY, '2027-01-21'),
    await stay(RESORT_DAY, '2027-01-23'),
  ];
  const departures = [
    await stay('2027-01-18', RESORT_DAY, 'full', [{ tripCostId: boatOut.id, ...party, date: RESORT_DAY, departureTime: '12:30', pickupPoint: 'Resort jetty' }]),
    await stay('2027-01-19', RESORT_DAY),
  ];
  const reminder = await stay('2027-02-08', '2027-02-09', 'part');
  const overdue = await stay('2027-01-27', '2027-01-28', 'none');

  const ta = await api.login('ta@agency.test');
  const agentBooking = await booked(api, ta, { checkIn: '2027-03-01', checkOut: '2027-03-02' });
  const slip = await api.call('POST', `/api/agent/agent-reservations/offline-payment/${agentBooking.id}`, {
    token: ta,
    body: slipForm({ amount: 5_000, referenceNo: 'MBB-2027', referenceDate: BOOKING_DAY }),
  });
  if (slip.status !== 201) throw new Error(`slip failed: ${slip.status} ${slip.text}`);

  for (const day of ['2027-01-18', '2027-01-19']) {
    admin = await deskAt(api, day, '15:00');
    for (const b of [...current, ...departures].filter((s) => s.checkIn === day)) {
      const res = await api.call('PUT', `/api/admin/reservations/${b.id}/status/check-in`, { token: admin });
      if (res.status !== 200) throw new Error(`check-in failed: ${res.status} ${res.text}`);
    }
  }

  admin = await deskAt(api, '2027-01-19', '23:30');
  const lateEvening = await stay('2027-02-15', '2027-02-16');
  admin = await deskAt(api, RESORT_DAY, '00:30');
  const pastMidnight = await stay('2027-02-16', '2027-02-17');

  admin = await deskAt(api, RESORT_DAY, '10:00');
  const checkedIn = [arrivals[1], arrivals[2]];
  const checkedOut = [departures[1]];
  for (const [b, action] of [...checkedIn.map((b) => [b, 'check-in'] as const), ...checkedOut.map((b) => [b, 'check-out'] as const)]) {
    const res = await api.call('PUT', `/api/admin/reservations/${b.id}/status/${action}`, { token: admin });
    if (res.status !== 200) throw new Error(`${action} failed: ${res.status} ${res.text}`);
  }
  return {
    admin,
    date: RESORT_DAY,
    current,
    arrivals,
    departures,
    checkedIn,
    checkedOut,
    payAtResort: [current[0], arrivals[0]],
    reminder,
    overdue,
    agentBooking,
    slipId: slip.json.id as string,
    lateEvening,
    pastMidnight,
  };
};

export type ResortDay = Awaited<ReturnType<typeof buildResortDay>>;
