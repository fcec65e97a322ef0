import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '../../shared/session';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call, tokenOf } = usePortalApi();

const wait = { timeout: 15_000 };
type Listed = { name: string; sellingPrice: number | null; childSellingPrice: number | null };
const pricesOf = async (token: string) => (await call<{ addons: Listed[] }>('GET', '/api/agent/addon-prices', { token })).json.addons;
const priceOf = async (token: string, name: string) => (await pricesOf(token)).find((a) => a.name === name);

const rowOf = async (name: string) => {
  const table = within(await screen.findByRole('table', { name: 'Add-ons' }, wait));
  return within(table.getByRole('rowheader', { name: (accessible) => accessible.startsWith(name) }).closest('tr') as HTMLElement);
};
const typePrice = async (row: ReturnType<typeof within>, label: string, value: string) => {
  const field = row.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
};

test("the agent sets its selling prices and sees its margin; another agent's prices are untouched", async () => {
  await signIn('ta@agency.test');
  renderPortal('/activities/addon');
  expect(await screen.findByRole('heading', { level: 1, name: 'My Addons' }, wait)).toBeInTheDocument();
  const row = await rowOf('Full board upgrade');
  expect(row.getByText('Per person per night')).toBeInTheDocument();
  const cells = () => row.getAllByRole('cell');
  // Charged, resort price, selling price, margin, save.
  expect(cells()[1]).toHaveTextContent(/^RM 95\.00Child RM 50\.00$/);
  expect(cells()[3]).toHaveTextContent(/^Not set$/);

  await typePrice(row, 'Selling price', '120');
  await typePrice(row, 'Child selling price', '65.50');
  await userEvent.click(row.getByRole('button', { name: 'Save' }));
  expect(await row.findByRole('status')).toHaveTextContent('Saved');
  await waitFor(() => expect(cells()[3]).toHaveTextContent(/^RM 25\.00Child RM 15\.50$/));
  expect(await priceOf(getToken() ?? '', 'Full board upgrade')).toMatchObject({ sellingPrice: 12_000, childSellingPrice: 6_550 });
  expect(await priceOf(await tokenOf('freelancer@agent.test'), 'Full board upgrade')).toMatchObject({ sellingPrice: null, childSellingPrice: null });

  // An add-on sold by the unit has no child price to set.
  expect((await rowOf('Double kayak (1 hour)')).queryByRole('textbox', { name: 'Child selling price' })).not.toBeInTheDocument();
});

test('selling below the resort’s price is allowed and says so; a negative or fractional-sen price is refused before it is sent', async () => {
  await signIn('freelancer@agent.test');
  renderPortal('/activities/addon');
  const row = await rowOf('Guided fun dive');

  await typePrice(row, 'Selling price', '-5');
  await userEvent.click(row.getByRole('button', { name: 'Save' }));
  expect(await row.findByText('The price cannot be below zero.')).toBeInTheDocument();
  await typePrice(row, 'Selling price', '140.005');
  await userEvent.click(row.getByRole('button', { name: 'Save' }));
  expect(await row.findByText('Please enter a valid price.')).toBeInTheDocument();
  await typePrice(row, 'Selling price', '');
  await userEvent.click(row.getByRole('button', { name: 'Save' }));
  expect(await row.findByText('Please enter a valid price.')).toBeInTheDocument();
  expect((await priceOf(getToken() ?? '', 'Guided fun dive'))?.sellingPrice).toBeNull();

  await typePrice(row, 'Selling price', '140');
  await userEvent.click(row.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(row.getAllByRole('cell')[3]).toHaveTextContent(/^-RM 10\.00Below the resort’s price$/));
  expect((await priceOf(getToken() ?? '', 'Guided fun dive'))?.sellingPrice).toBe(14_000);
});

test('the page keeps the saved prices when opened again', async () => {
  await signIn('ta@agency.test');
  const token = getToken() ?? '';
  const { json } = await call<{ addons: { addonId: string; name: string }[] }>('GET', '/api/agent/addon-prices', { token });
  const nightDive = json.addons.find((a) => a.name === 'Night dive')?.addonId ?? '';
  expect((await call('PUT', `/api/agent/addon-prices/${nightDive}`, { token, body: { sellingPrice: 21_000 } })).status).toBe(200);
  renderPortal('/activities/addon');
  const row = await rowOf('Night dive');
  expect(row.getByRole('textbox', { name: 'Selling price' })).toHaveValue('210');
  expect(row.getAllByRole('cell')[3]).toHaveTextContent(/^RM 30\.00$/);
});
