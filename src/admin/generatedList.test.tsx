import { screen, waitFor, within } from '@testing-library/react';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

test('the generated rooms list shows the demo rooms with their building and type', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/rooms');
  const cell = await screen.findByText('A-101', {}, { timeout: 15_000 });
  const row = cell.closest('tr') as HTMLElement;
  expect(within(row).getByText('101')).toBeInTheDocument();
  // The reference column shows the building's name, not its id (asked of the row on screen each time: the list may draw its rows again meanwhile).
  await waitFor(() => expect(within(screen.getByText('A-101').closest('tr') as HTMLElement).getByText('Sea View Wing')).toBeInTheDocument(), { timeout: 10_000 });
  expect(screen.getByText('B-220')).toBeInTheDocument();
});

test('the rooms list shows 125 rooms a page (spec section 9): all 40 demo rooms at once, where other lists show 10', async () => {
  await signIn('admin@resort.test');
  const rooms = renderAdmin('/admin/rooms');
  await screen.findByText('A-101', {}, { timeout: 15_000 });
  // The rooms sort by number: the last of the 40, B-220, is on the first page.
  expect(screen.getByText('B-220')).toBeInTheDocument();
  const table = screen.getAllByRole('table')[0];
  expect(within(table).getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0)).toHaveLength(40);
  expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('125');
  expect(screen.getByText('1-40 of 40')).toBeInTheDocument();
  rooms.unmount();

  renderAdmin('/admin/room-types');
  expect(await screen.findByRole('combobox', { name: /Rows per page/ }, { timeout: 15_000 })).toHaveTextContent('10');
});
