import type { ApiClient } from './apiClient';
import type { TestApp } from './testApp';

/** The lead guest of the test bookings. */
export const testGuest = { fullName: 'Nur Aisyah binti Ahmad', age: 34, idNumber: '920314-11-5566', country: 'Malaysia', phones: ['+60 12-345 6789'], email: 'aisyah@example.com' };

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  /** `/api/agent` (default) or `/api/admin`. */
  base?: string;
  /** Anything else for the booking body (promoCode, transport, addons…). */
  extra?: Record<string, unknown>;
}

/**
 * Books one demo Garden Chalet on the snorkelling package the way the wizard does (availability →
 * hold → booking), as `token`. Answers the raw response so tests can check refusals too.
 */
export const bookStay = async (api: ApiClient, token: string, stay: StayRequest) => {
  const admin = await api.login('admin@resort.test');
  const [pkg, roomType, leadSource] = await Promise.all([
    api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' }),
    api.record(admin, 'room-types', { code: 'CHL-GDN' }),
    api.record(admin, 'lead-sources', { name: 'Facebook' }),
  ]);
  const base = stay.base ?? '/api/agent';
  const dates = { checkIn: stay.checkIn, checkOut: stay.checkOut };
  const [type] = (await api.call('POST', `${base}/rooms-availability`, { token, body: { ...dates, roomTypeIds: [roomType.id] } })).json as unknown as { rooms: { id: string }[] }[];
  const roomId = type.rooms[0].id;
  const hold = await api.call('POST', `${base}/temp-room-block/${pkg.id}`, { token, body: { ...dates, roomIds: [roomId] } });
  if (hold.status !== 201) throw new Error(`hold failed: ${hold.status} ${hold.text}`);
  return api.call('POST', `${base}/agent-reservations`, {
    token,
    body: {
      holdId: hold.json.id,
      packageId: pkg.id,
      leadSourceId: leadSource.id,
      bedType: 'Queen + single',
      rooms: [{ roomId, adults: 2, children: 0, toddlers: 1, infants: 0 }],
      guests: [testGuest],
      ...stay.extra,
    },
  });
};

/** `bookStay` that must succeed: answers the new reservation. */
export const booked = async (api: ApiClient, token: string, stay: StayRequest) => {
  const res = await bookStay(api, token, stay);
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${res.text}`);
  return res.json as unknown as { id: string; bookingNo: string; invoiceNo: string; total: number; status: string; paymentStatus: string } & Record<string, unknown>;
};

/**
 * The front desk at a resort-local day and time (Kuala Lumpur, UTC+8): moves the clock there and signs
 * staff in again (a session ends after 12 hours unused). Answers the admin's token.
 */
export const deskAt = async (api: TestApp, date: string, time = '10:00') => {
  api.clock.set(new Date(`${date}T${time}:00+08:00`));
  return api.login('admin@resort.test');
};
