import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { request } from '../shared/request';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

// Generous: the machine running the suite is shared and slow.
const wait = { timeout: 30_000 };

type Row = { id: string; name?: string };
const first = async (resource: string, filter: Record<string, unknown>) => (await request<Row[]>({ path: `/${resource}`, payload: { filter } }))[0];

test('Duplicate on a room opens the create screen with its type and building, and a blank number and code to fill', async () => {
  await signIn('admin@resort.test');
  const room = await first('rooms', { code: 'A-101' });
  renderAdmin(`/admin/rooms/${room.id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: 'Duplicate' }, wait));

  // The create screen downloads on first use: the room's own form shows until it replaces it.
  await waitFor(() => expect(screen.getByRole('textbox', { name: /code/i })).toHaveValue(''), wait);
  const code = screen.getByRole('textbox', { name: /code/i });
  expect(screen.getByRole('spinbutton', { name: /room number/i })).toHaveValue(null);
  // The copy keeps the room's building and type.
  expect(await screen.findByDisplayValue('Sea View Wing', {}, wait)).toBeInTheDocument();

  await user.type(screen.getByRole('spinbutton', { name: /room number/i }), '777');
  await user.type(code, 'A-777');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  // Saved as a second room: the list shows both (the list refetches, so the row is looked up again each try).
  await screen.findByText('A-777', {}, wait);
  await waitFor(() => {
    const row = screen.getByText('A-777').closest('tr') as HTMLElement;
    expect(within(row).getByText('777')).toBeInTheDocument();
    expect(within(row).getByText('Sea View Wing')).toBeInTheDocument();
  }, wait);
  expect(screen.getByText('A-101')).toBeInTheDocument();
});

test('Duplicate on a package saves a copy with its periods and rates through the server and opens its edit screen', async () => {
  await signIn('admin@resort.test');
  const pkg = await first('tour-packages', { code: 'PD-2D1N-SNK' });
  const name = String(pkg.name);
  renderAdmin(`/admin/tour-packages/${pkg.id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Duplicate' }, wait));

  expect(await screen.findByText('Copied with its periods and rates; the copy is inactive until you activate it', {}, wait)).toBeInTheDocument();
  // The copy's own edit screen: its name marked as a copy, inactive, and the source's periods listed as its own.
  expect(await screen.findByDisplayValue(`${name} (copy)`, {}, wait)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked(), wait);
  const periods = await screen.findByRole('table', { name: 'Periods' }, wait);
  expect(await within(periods).findByText('Dry season', {}, wait)).toBeInTheDocument();
  expect(within(periods).getByText('Monsoon & low season')).toBeInTheDocument();

  const copy = await first('tour-packages', { name: `${name} (copy)` });
  expect(copy.id).not.toBe(pkg.id);
  const copiedPeriods = await request<Row[]>({ path: '/package-periods', payload: { filter: { tourPackageId: copy.id } } });
  const sourcePeriods = await request<Row[]>({ path: '/package-periods', payload: { filter: { tourPackageId: pkg.id } } });
  expect(copiedPeriods.map((p) => p.name).sort()).toEqual(sourcePeriods.map((p) => p.name).sort());
});
