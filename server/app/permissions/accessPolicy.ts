/**
 * Who may call what: every operation of the API (/api/openapi.json) falls under one row of this table,
 * first match wins. The guards themselves live beside the routes (requireAuth, requireStaff, permit,
 * requireBooker, requireGuest…); this table is what they add up to, checked against the running API by
 * server/app/system/accessMatrix.test.ts (every operation × every role, on another owner's records) and
 * printed in the README (accessPolicy.markdown.ts).
 */

/** The kinds of caller the table speaks of (the demo sign-ins in brackets, in the access-matrix test). */
export const ROLES = ['anonymous', 'guest', 'agencyViewer', 'agencyEditor', 'agencyAdmin', 'freelancer', 'staffEditor', 'staffAdmin', 'suspendedAgent'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Whose records the allowed callers reach: `none` (nothing owned: the catalogue, health, sign-in),
 * `own` (the caller's own: an agent its agency's, a guest their own; another owner's answer 403/404 and
 * never show in a list), `any` (staff: every record, as their role's permissions allow).
 */
export type Records = 'none' | 'own' | 'any';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PolicyRow {
  /** The method, or `*` for all. */
  method: Method | '*';
  /** The path as /api/openapi.json writes it (`{id}`); a trailing `*` matches any rest. */
  path: string;
  /** Who may call it; everyone else is refused with one of `refused`. */
  who: readonly Role[];
  records: Records;
  /** How a caller not in `who` is answered: 401 without a live session, 403 with the wrong one, 404 where the route hides that a record exists. */
  refused: readonly number[];
  /** Why, in a few words (printed in the README). */
  note: string;
}

const STAFF: readonly Role[] = ['staffEditor', 'staffAdmin'];
const STAFF_ADMIN: readonly Role[] = ['staffAdmin'];
const AGENTS: readonly Role[] = ['agencyViewer', 'agencyEditor', 'agencyAdmin', 'freelancer'];
/** Agents who book: an agency's admins and editors, and freelancers (DESIGN.md section 9). */
const BOOKERS: readonly Role[] = ['agencyEditor', 'agencyAdmin', 'freelancer'];
/** An agency's admins (a freelancer is the admin of an agency of one). */
const AGENCY_ADMINS: readonly Role[] = ['agencyAdmin', 'freelancer'];
const SIGNED_IN: readonly Role[] = ['guest', ...AGENTS, ...STAFF];
const EVERYONE: readonly Role[] = ROLES;
const NOT_SIGNED_IN = [401, 403];

/** The table, most specific rows first. */
export const ACCESS_POLICY: readonly PolicyRow[] = [
  { method: 'GET', path: '/api/health', who: EVERYONE, records: 'none', refused: [], note: 'Load balancer probe' },
  { method: 'GET', path: '/api/ready', who: EVERYONE, records: 'none', refused: [], note: 'Load balancer probe' },
  { method: 'GET', path: '/api/serverDate', who: EVERYONE, records: 'none', refused: [], note: "The resort's date and time" },
  { method: 'GET', path: '/api/docs', who: EVERYONE, records: 'none', refused: [], note: 'The API reference page' },
  { method: 'GET', path: '/api/metrics', who: STAFF, records: 'none', refused: NOT_SIGNED_IN, note: 'Staff who may read settings, or the scraper’s metrics token' },
  { method: '*', path: '/api/auth/me', who: SIGNED_IN, records: 'own', refused: [401], note: 'The caller’s own account' },
  { method: '*', path: '/api/auth/logout', who: SIGNED_IN, records: 'own', refused: [401], note: 'Ends the caller’s own session' },
  { method: '*', path: '/api/auth/password', who: SIGNED_IN, records: 'own', refused: [401], note: 'The caller’s own password' },
  { method: '*', path: '/api/auth/*', who: EVERYONE, records: 'none', refused: [], note: 'Sign-in, sign-up of agents, password reset, captcha (throttled)' },
  { method: '*', path: '/api/portal/auth/logout', who: ['guest'], records: 'own', refused: NOT_SIGNED_IN, note: 'Ends the guest’s own session' },
  { method: '*', path: '/api/portal/auth/confirm/resend', who: ['guest'], records: 'own', refused: NOT_SIGNED_IN, note: 'The guest’s own confirmation e-mail' },
  { method: '*', path: '/api/portal/auth/*', who: EVERYONE, records: 'none', refused: [], note: 'Guest sign-up, confirmation, sign-in, password reset' },
  { method: 'GET', path: '/api/portal/currency', who: EVERYONE, records: 'none', refused: [], note: 'Public catalogue' },
  { method: 'GET', path: '/api/portal/packages*', who: EVERYONE, records: 'none', refused: [], note: 'Public catalogue' },
  { method: 'POST', path: '/api/portal/availability', who: EVERYONE, records: 'none', refused: [], note: 'Public catalogue' },
  { method: 'GET', path: '/api/portal/promotions', who: EVERYONE, records: 'none', refused: [], note: 'Public catalogue' },
  { method: 'GET', path: '/api/portal/cancellation-policy', who: EVERYONE, records: 'none', refused: [], note: 'Public catalogue' },
  { method: 'GET', path: '/api/portal/invoice/{id}', who: [], records: 'own', refused: [404], note: 'Only through the signed link e-mailed to the guest; anything else is 404' },
  { method: '*', path: '/api/portal/*', who: ['guest'], records: 'own', refused: NOT_SIGNED_IN, note: 'A signed-in guest: profile, booking, own bookings and vouchers' },
  { method: '*', path: '/api/payment/*', who: EVERYONE, records: 'none', refused: [], note: 'Gateway callbacks and returns: the gateway’s signature is the key, not a session' },
  { method: '*', path: '/api/reports/*', who: STAFF, records: 'any', refused: NOT_SIGNED_IN, note: 'Staff whose role may list reports' },
  { method: '*', path: '/api/admin/users', who: STAFF_ADMIN, records: 'any', refused: NOT_SIGNED_IN, note: 'Staff accounts: roles with the users permission' },
  { method: '*', path: '/api/admin/users/{id}', who: STAFF_ADMIN, records: 'any', refused: NOT_SIGNED_IN, note: 'Staff accounts: roles with the users permission' },
  { method: '*', path: '/api/admin/roles*', who: STAFF_ADMIN, records: 'any', refused: NOT_SIGNED_IN, note: 'Roles: roles with the roles permission' },
  { method: 'DELETE', path: '/api/admin/temp-room-block/{holdId}', who: STAFF, records: 'any', refused: NOT_SIGNED_IN, note: 'Releasing a hold is booking' },
  { method: 'DELETE', path: '/api/admin/reservations/edit-exisiting-transportation/*', who: STAFF, records: 'any', refused: NOT_SIGNED_IN, note: 'Editing a booking' },
  { method: 'DELETE', path: '/api/admin/rooms/{id}/out-of-order/{blockId}', who: STAFF, records: 'any', refused: NOT_SIGNED_IN, note: 'Room board: editing rooms' },
  { method: 'DELETE', path: '/api/admin/*', who: STAFF_ADMIN, records: 'any', refused: NOT_SIGNED_IN, note: 'Deleting: roles with the delete permission (not the editor)' },
  { method: '*', path: '/api/admin/*', who: STAFF, records: 'any', refused: NOT_SIGNED_IN, note: 'Staff, with the permission of the module' },
  { method: '*', path: '/api/agent/members*', who: AGENCY_ADMINS, records: 'own', refused: NOT_SIGNED_IN, note: 'An agency’s admins manage its members' },
  { method: 'POST', path: '/api/agent/wallet/payout', who: AGENCY_ADMINS, records: 'own', refused: NOT_SIGNED_IN, note: 'An agency’s admins ask for payouts' },
  { method: 'PUT', path: '/api/agent/agent-info', who: AGENCY_ADMINS, records: 'own', refused: NOT_SIGNED_IN, note: 'An agency’s admins set its bank details' },
  { method: '*', path: '/api/agent/users/*', who: AGENTS, records: 'own', refused: NOT_SIGNED_IN, note: 'The agent’s own profile and travel documents' },
  { method: '*', path: '/api/agent/password/update', who: AGENTS, records: 'own', refused: NOT_SIGNED_IN, note: 'The agent’s own password' },
  { method: '*', path: '/api/agent/update/bookmarks', who: AGENTS, records: 'own', refused: NOT_SIGNED_IN, note: 'The agent’s own bookmarks' },
  { method: '*', path: '/api/agent/stay-reviews*', who: AGENTS, records: 'own', refused: NOT_SIGNED_IN, note: 'Reviews of the agency’s stays, each written and edited by its author' },
  { method: 'POST', path: '/api/agent/event/vacant', who: AGENTS, records: 'none', refused: NOT_SIGNED_IN, note: 'Reads seats left (a POST that changes nothing)' },
  { method: 'POST', path: '/api/agent/room-types', who: AGENTS, records: 'none', refused: NOT_SIGNED_IN, note: 'Reads a package’s room types (a POST that changes nothing)' },
  { method: 'POST', path: '/api/agent/available-bedCombos', who: AGENTS, records: 'none', refused: NOT_SIGNED_IN, note: 'Reads bed combinations (a POST that changes nothing)' },
  { method: 'POST', path: '/api/agent/room-by-room-type', who: AGENTS, records: 'none', refused: NOT_SIGNED_IN, note: 'Reads free rooms (a POST that changes nothing)' },
  ...[
    '/api/agent/room-timer',
    '/api/agent/addon-category/*',
    '/api/agent/addon/by-category/*',
    '/api/agent/addons/by-categories',
    '/api/agent/trip-cost*',
    '/api/agent/vehicles/boat-qty',
    '/api/agent/locations',
    '/api/agent/addon-categories',
    '/api/agent/bookable-packages',
    '/api/agent/lead-sources',
    '/api/agent/transfers',
    '/api/agent/online-payment',
    '/api/agent/payment/card/*',
  ].map((path): PolicyRow => ({ method: 'GET', path, who: BOOKERS, records: 'own', refused: NOT_SIGNED_IN, note: 'What only booking needs: viewers do not book' })),
  { method: 'GET', path: '/api/agent/*', who: AGENTS, records: 'own', refused: NOT_SIGNED_IN, note: 'Approved agents read their agency’s things (viewers too)' },
  { method: '*', path: '/api/agent/*', who: BOOKERS, records: 'own', refused: NOT_SIGNED_IN, note: 'An agency’s admins and editors, and freelancers, change them; viewers only read' },
];

// Everything but `*` is literal; `*` matches any rest.
const patternOf = (row: PolicyRow) => new RegExp(`^${row.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
const patterns = new Map(ACCESS_POLICY.map((row) => [row, patternOf(row)]));

/** The row of the table an operation falls under (`path` as the API document writes it), or undefined when none does. */
export const policyFor = (method: string, path: string): PolicyRow | undefined =>
  ACCESS_POLICY.find((row) => (row.method === '*' || row.method === method.toUpperCase()) && patterns.get(row)?.test(path));
