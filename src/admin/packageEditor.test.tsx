import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { request } from '../shared/request';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';
import { fetchRateSheet } from './packages/rateSheet';

useMockApi();

const wait = { timeout: 15_000 };
type Row = { id: string; name: string };
const first = async (resource: string, filter: Record<string, unknown>) => (await request<Row[]>({ path: `/${resource}`, payload: { filter } }))[0];
/** The helper text under an input: MUI renders it inside the input's FormControl. */
const formControlOf = (input: HTMLElement) => input.closest('.MuiFormControl-root') as HTMLElement;
const cell = (name: string) => screen.findByRole('textbox', { name }, wait);

/** Opens the 2D1N package's edit page and chooses its dry-season period. */
const openDrySeason = async () => {
  await signIn('admin@resort.test');
  const pkg = await first('tour-packages', { code: 'PD-2D1N-SNK' });
  const period = await first('package-periods', { tourPackageId: pkg.id, name: 'Dry season' });
  const garden = await first('room-types', { code: 'CHL-GDN' });
  renderAdmin(`/admin/tour-packages/${pkg.id}`);
  const periods = await screen.findByRole('table', { name: 'Periods' }, wait);
  expect(within(periods).getByText('Monsoon & low season')).toBeInTheDocument();
  expect(within(periods).getByText('Year-end holidays')).toBeInTheDocument();
  fireEvent.click(within(periods).getByRole('radio', { name: 'Show the rates of Dry season' }));
  expect(await screen.findByText('Rates: Dry season', {}, wait)).toBeInTheDocument();
  return { period, garden };
};

test("the package's edit page keeps its form and shows its periods and each period's rate grid; Save stores the sheet", async () => {
  const { period, garden } = await openDrySeason();
  // The generated form is still there.
  expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveValue('PD-2D1N-SNK');
  // RM 180 twin sharing × 1.15 in the dry season; occupancy 3 of a Garden Chalet has no rate.
  const adult = await cell('Garden Chalet, 2 in the room, Adult');
  await waitFor(() => expect(adult).toHaveValue('207.00'));
  expect(screen.getByRole('textbox', { name: 'Garden Chalet, 2 in the room, Child' })).toHaveValue('103.00');
  expect(screen.getByRole('textbox', { name: 'Garden Chalet, 3 in the room, Adult' })).toHaveValue('');
  const grid = screen.getByRole('table', { name: 'Rate sheet' });
  expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Room type', 'Occupancy', 'Adult', 'Child', 'Toddler (1–3 years)', 'Infant (under 12 months)']);

  const user = userEvent.setup();
  await user.clear(adult);
  await user.type(adult, '215.50');
  await user.type(screen.getByRole('textbox', { name: 'Garden Chalet, 3 in the room, Adult' }), '150');
  await user.click(screen.getByRole('button', { name: 'Save rates' }));
  expect(await screen.findByText('Rates saved', {}, wait)).toBeInTheDocument();
  const stored = await fetchRateSheet(String(period.id), null);
  expect(stored.rates).toContainEqual({ roomTypeId: garden.id, occupancy: 2, paxType: 'adult', amount: 21550 });
  expect(stored.rates).toContainEqual({ roomTypeId: garden.id, occupancy: 3, paxType: 'adult', amount: 15000 });
  expect(await cell('Garden Chalet, 2 in the room, Adult')).toHaveValue('215.50');

  // The gold travel agents' contract sheet is its own: their adult rate is 10 % off the old standard one.
  await user.click(screen.getByRole('combobox', { name: 'Rate sheet' }));
  await user.click(await screen.findByRole('option', { name: 'Travel Agent – Gold' }, wait));
  await waitFor(async () => expect(await cell('Garden Chalet, 2 in the room, Adult')).toHaveValue('186.00'), wait);
  expect(screen.getByRole('textbox', { name: 'Garden Chalet, 2 in the room, Toddler (1–3 years)' })).toHaveValue('');
});

test("a bad amount shows the server's message on its cell and changes nothing", async () => {
  const { period } = await openDrySeason();
  const before = await fetchRateSheet(String(period.id), null);
  const user = userEvent.setup();
  const child = await cell('Beachfront Chalet, 1 in the room, Child');
  await waitFor(() => expect(child).not.toHaveValue(''));
  await user.clear(child);
  await user.type(child, '-5');
  await user.click(screen.getByRole('button', { name: 'Save rates' }));
  expect(await within(formControlOf(child)).findByText('Must be at least 0', {}, wait)).toBeInTheDocument();
  const other = screen.getByRole('textbox', { name: 'Beachfront Chalet, 2 in the room, Child' });
  expect(within(formControlOf(other)).queryByText('Must be at least 0')).not.toBeInTheDocument();

  // Text that is no amount at all never leaves the browser.
  await user.clear(other);
  await user.type(other, 'abc');
  await user.click(screen.getByRole('button', { name: 'Save rates' }));
  expect(await within(formControlOf(other)).findByText('Must be a number', {}, wait)).toBeInTheDocument();
  expect((await fetchRateSheet(String(period.id), null)).rates).toEqual(before.rates);
});

test('a period is added in a dialog; the server refuses one that ends before it starts', async () => {
  await openDrySeason();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add period' }));
  const dialog = await screen.findByRole('dialog', {}, wait);
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Hari Raya');
  fireEvent.change(within(dialog).getByLabelText(/^First night/), { target: { value: '2027-03-20' } });
  fireEvent.change(within(dialog).getByLabelText(/^Last night/), { target: { value: '2027-03-10' } });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const last = within(dialog).getByLabelText(/^Last night/);
  expect(await within(formControlOf(last)).findByText('Must not be before the start', {}, wait)).toBeInTheDocument();
  fireEvent.change(last, { target: { value: '2027-03-25' } });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  // The dialog closes (the page behind it is hidden from the accessibility tree until then).
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), wait);
  expect(await within(screen.getByRole('table', { name: 'Periods' })).findByText('Hari Raya', {}, wait)).toBeInTheDocument();
});
