import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PASSWORD } from '../../../server/db/seed/demoPeople';
import { bookAsAgent } from '../../test/booking';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';

useMockApi();
beforeEach(async () => {
  // jsdom's FormData and File do not reach the in-process server through Node's fetch: the form is
  // built with Node's own, as a browser builds it with its own.
  const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
  vi.stubGlobal('FormData', NodeFormData);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const wait = { timeout: 15_000 };
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The real API as agents and staff reach it (tests only), with its own tokens. */
const call = async <T,>(method: string, path: string, token?: string, body?: object | FormData): Promise<T> => {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers.set('Content-Type', 'application/json');
  const response = await fetch(new URL(path, window.location.href), { method, headers, body: body === undefined ? undefined : form ? body : JSON.stringify(body) });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
};
const login = async (email: string) => (await call<{ accessToken: string }>('POST', '/api/auth/login', undefined, { email, password: DEMO_PASSWORD })).accessToken;

/** The agent files a document with its scan, as the portal sends it. */
const fileDocument = async (token: string, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new NodeFile([PDF], 'ssm.pdf', { type: 'application/pdf' }) as unknown as File);
  return call<{ id: string }>('POST', '/api/agent/users/docs', token, form);
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("the travel agent's record shows its travel documents, the expiring flagged, and opens a scan", async () => {
  const ta = await login('ta@agency.test');
  await fileDocument(ta, { kind: 'company-registration', number: '201901012345', expiresOn: inDays(5) });
  const { id } = await call<{ id: string }>('GET', '/api/auth/me', ta);
  await signIn('admin@resort.test');
  renderAdmin(`/admin/travelagent/${id}`);

  const panel = within(await screen.findByRole('region', { name: 'Travel documents' }, wait));
  const row = (await panel.findByRole('cell', { name: 'Company registration (SSM)' }, wait)).closest('tr') as HTMLElement;
  expect(within(row).getByText('201901012345')).toBeInTheDocument();
  expect(within(row).getByText('Expires soon')).toBeInTheDocument();

  const opened = vi.fn();
  vi.stubGlobal('open', opened);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ssm'), revokeObjectURL: vi.fn() }));
  await userEvent.click(within(row).getByRole('button', { name: 'Open ssm.pdf' }));
  await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:ssm', '_blank', 'noopener'));
});

test("a checked-out reservation shows the agent's review; one not reviewed says so", async () => {
  // Guests are checked in only from their check-in date: these stays start today.
  const [reviewed, notYet] = [await bookAsAgent(0), await bookAsAgent(0, 3)];
  const admin = await login('admin@resort.test');
  for (const id of [reviewed.id, notYet.id])
    for (const step of ['approve', 'status/confirm', 'status/check-in', 'status/check-out']) await call('PUT', `/api/admin/reservations/${id}/${step}`, admin);
  await call('POST', '/api/agent/stay-reviews', await login('ta@agency.test'), { reservationId: reviewed.id, rating: 4, comment: 'Guests loved the house reef.' });

  await signIn('admin@resort.test');
  const view = renderAdmin(`/admin/reservations/${reviewed.id}/show`);
  const review = within(await screen.findByRole('region', { name: "Agent's review" }, wait));
  expect(review.getByText('Guests loved the house reef.')).toBeInTheDocument();
  expect(review.getByRole('img', { name: '4 stars' })).toBeInTheDocument();
  expect(review.getByText(/^By Siti Abdullah \(Terengganu Island Holidays Sdn Bhd\), /)).toBeInTheDocument();
  view.unmount();

  renderAdmin(`/admin/reservations/${notYet.id}/show`);
  expect(await within(await screen.findByRole('region', { name: "Agent's review" }, wait)).findByText('The agent has not reviewed this stay yet.')).toBeInTheDocument();
});
