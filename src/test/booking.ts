import { addDays } from '../../server/app/pricing/nights';
import { DEFAULT_RESORT_TIME_ZONE, resortToday } from '../../server/app/settings/resortZone';
import { DEMO_PASSWORD } from '../../server/db/seed/demoPeople';

/**
 * Books a stay through the real API the way an agent's wizard does (availability → hold → booking),
 * against the same in-process server the screens use. Plain fetch with its own tokens, so the
 * session of the person signed in to the back office is left alone.
 */
const call = async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(new URL(path, window.location.href), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
};

const login = async (email: string) => (await call<{ accessToken: string }>('POST', '/api/auth/login', undefined, { email, password: DEMO_PASSWORD })).accessToken;

const firstId = async (token: string, resource: string, filter: Record<string, string>) => {
  const rows = await call<{ id: string }[]>('GET', `/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`, token);
  return rows[0].id;
};

/** A day counted from the resort's today (Kuala Lumpur): the server refuses a check-in before it. */
const fromToday = (days: number) => addDays(resortToday(new Date(), DEFAULT_RESORT_TIME_ZONE), days);

export interface BookedReservation {
  id: string;
  bookingNo: string;
  total: number;
  status: string;
  approved: boolean;
}

/**
 * A travel agent (ta@agency.test) books one Garden Chalet on the snorkelling package, checking in `inDays`
 * after the resort's today (0: today, so staff may check the guests in at once).
 */
export const bookAsAgent = async (inDays = 30, nights = 2): Promise<BookedReservation> => {
  const [ta, admin] = await Promise.all([login('ta@agency.test'), login('admin@resort.test')]);
  const [packageId, roomTypeId, leadSourceId] = await Promise.all([
    firstId(admin, 'tour-packages', { code: 'PD-2D1N-SNK' }),
    firstId(admin, 'room-types', { code: 'CHL-GDN' }),
    firstId(admin, 'lead-sources', { name: 'Facebook' }),
  ]);
  const stay = { checkIn: fromToday(inDays), checkOut: fromToday(inDays + nights) };
  const [type] = await call<{ rooms: { id: string }[] }[]>('POST', '/api/agent/rooms-availability', ta, { ...stay, roomTypeIds: [roomTypeId] });
  const roomId = type.rooms[0].id;
  const hold = await call<{ id: string }>('POST', `/api/agent/temp-room-block/${packageId}`, ta, { ...stay, roomIds: [roomId] });
  return call<BookedReservation>('POST', '/api/agent/agent-reservations', ta, {
    holdId: hold.id,
    packageId,
    leadSourceId,
    bedType: 'Queen + single',
    rooms: [{ roomId, adults: 2, children: 0, toddlers: 1, infants: 0 }],
    guests: [{ fullName: 'Nur Aisyah binti Ahmad', age: 34, idNumber: '920314-11-5566', country: 'Malaysia', phones: ['+60 12-345 6789'], email: 'aisyah@example.com' }],
    specialRequests: 'Ground floor if possible',
    foodNotes: 'No seafood',
  });
};

/** Staff approve a reservation through the API (it leaves Awaiting Approvals). */
export const approveAsStaff = async (id: string) =>
  call<BookedReservation>('PUT', `/api/admin/reservations/${id}/approve`, await login('admin@resort.test'));

/** Staff approve and confirm a reservation through the API: Upcoming, waiting for its guests. */
export const confirmAsStaff = async (id: string) => {
  const admin = await login('admin@resort.test');
  await call<BookedReservation>('PUT', `/api/admin/reservations/${id}/approve`, admin);
  return call<BookedReservation>('PUT', `/api/admin/reservations/${id}/status/confirm`, admin);
};

/** A reservation's status as the server has it (read with a staff token of its own). */
export const statusOnServer = async (id: string) => (await call<{ status: string }>('GET', `/api/admin/reservations/${id}`, await login('admin@resort.test'))).status;

/** Staff move a reservation along the transition table through the API (check-in, cancel…), as another clerk would. */
export const actAsStaff = async (id: string, transition: string) =>
  call<BookedReservation>('PUT', `/api/admin/reservations/${id}/status/${transition}`, await login('admin@resort.test'));
