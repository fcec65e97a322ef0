import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_PASSWORD } from '../../../server/db/seed/demoPeople';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';

useMockApi();

const wait = { timeout: 20_000 };

/** A call as another person (plain fetch with their own token, so the back office's session is left alone). */
const as = async (email: string, method: string, path: string, body?: object) => {
  const login = await fetch(new URL('/api/auth/login', window.location.href), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(new URL(path, window.location.href), { method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` }, body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id: string }>;
};

/** An ISO day `offset` days from today. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a manager sees the pending request, must say why to reject it, and the requester then sees the decision', async () => {
  await as('editor@resort.test', 'POST', '/api/admin/my-leave', { type: 'annual', fromDate: day(40), toDate: day(42), reason: 'Hari Raya with family in Kelantan' });
  await signIn('admin@resort.test');
  const view = renderAdmin('/admin/staff-leave');
  const row = (await screen.findByText('Hari Raya with family in Kelantan', {}, wait)).closest('tr') as HTMLElement;
  expect(within(row).getByText('Daniel Tan')).toBeInTheDocument();
  expect(within(row).getByText('Reservations')).toBeInTheDocument();
  expect(within(row).getByText('Annual leave')).toBeInTheDocument();
  expect(within(row).getByText('3 days')).toBeInTheDocument();
  expect(within(row).getByText('Waiting for a decision')).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Staff leave' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'My leave' })).toBeInTheDocument();

  fireEvent.click(await within(row).findByRole('button', { name: 'Reject' }, wait));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Reject the leave of Daniel Tan?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Say why the leave is rejected.', {}, wait)).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Why it is rejected (sent to the requester)'), { target: { value: 'Hari Raya week is fully booked' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Leave rejected; Daniel Tan has been told by e-mail', {}, wait)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Hari Raya with family in Kelantan')).not.toBeInTheDocument(), wait);
  view.unmount();


  await signIn('editor@resort.test');
  renderAdmin('/admin/my-leave');
  const mine = (await screen.findByText('Hari Raya with family in Kelantan', {}, wait)).closest('tr') as HTMLElement;
  expect(within(mine).getByText('Rejected')).toBeInTheDocument();
  expect(within(mine).getByText('Hari Raya week is fully booked')).toBeInTheDocument();
  expect(within(mine).getByText(/^by Aisyah Rahman/)).toBeInTheDocument();
  expect(within(mine).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
}, 120_000);

test('the request form files a request, shows the server\'s refusal on its field, and a pending request can be withdrawn', async () => {
  await signIn('editor@resort.test');
  renderAdmin('/admin/my-leave');
  const request = async (from: number, to: number) => {
    fireEvent.change(await screen.findByLabelText('From *', {}, wait), { target: { value: day(from) } });
    fireEvent.change(screen.getByLabelText('To *'), { target: { value: day(to) } });
    fireEvent.click(screen.getByRole('button', { name: 'Request leave' }));
  };
  await request(20, 21);
  expect(await screen.findByText('Leave requested: it now waits for a decision', {}, wait)).toBeInTheDocument();
  const row = (await screen.findByText('2 days', {}, wait)).closest('tr') as HTMLElement;
  expect(within(row).getByText('Waiting for a decision')).toBeInTheDocument();

  await request(21, 22);
  expect(await screen.findByText('You already have leave asked for or approved on some of these days.', {}, wait)).toBeInTheDocument();

  fireEvent.click(within(row).getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Withdrawn', {}, wait)).toBeInTheDocument();
}, 120_000);
