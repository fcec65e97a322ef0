import { DEMO_PASSWORD } from '../../../server/db/seed/demoPeople';

/**
 * What the booking screens' tests need done through the real API, as agents and staff do it (tests
 * only). Plain fetch with its own tokens, so the portal's session is left alone.
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

export const login = async (email: string, password = DEMO_PASSWORD) => (await call<{ accessToken: string }>('POST', '/api/auth/login', undefined, { email, password })).accessToken;

/** The agent cancels its booking. */
export const cancelAsAgent = async (id: string, email = 'ta@agency.test') => call<{ status: string }>('PUT', `/api/agent/agent-reservations/cancel/${id}`, await login(email));

/** Staff approve a booking and confirm it: it is Upcoming. */
export const approveAndConfirm = async (id: string) => {
  const admin = await login('admin@resort.test');
  await call('PUT', `/api/admin/reservations/${id}/approve`, admin);
  return call<{ status: string }>('PUT', `/api/admin/reservations/${id}/status/confirm`, admin);
};

/** A booking as the agent reads it. */
export const reservationOf = async (id: string, email = 'ta@agency.test') =>
  call<{ status: string; paymentStatus: string; total: number; bookingNo: string; invoiceNo: string; packageOption: { name: string } | null }>('GET', `/api/agent/agent-reservations/${id}`, await login(email));

/** The payments sent for a booking, as the agent reads them. */
export const paymentsOf = async (id: string, email = 'ta@agency.test') =>
  (
    await call<{ payments: { method: string; status: string; amount: number; referenceNo: string | null }[] }>(
      'GET',
      `/api/agent/payment/get-all?filter=${encodeURIComponent(JSON.stringify({ reservationId: id }))}`,
      await login(email),
    )
  ).payments;

export const VIEWER = { email: 'nadia.viewer@agency.test', password: 'Viewer!2345' };

/** An approved agent whose agency role is viewer: it may look, not book. */
export const createViewer = async () =>
  call('POST', '/api/admin/travelagent', await login('admin@resort.test'), {
    firstName: 'Nadia',
    lastName: 'Osman',
    email: VIEWER.email,
    phone: '+60 3-2141 8811',
    password: VIEWER.password,
    agentType: 'TA',
    companyName: 'Terengganu Island Holidays Sdn Bhd',
    status: 'A',
    agencyRole: 'viewer',
  });
