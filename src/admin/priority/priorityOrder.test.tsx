import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { request } from '../../shared/request';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import { moved } from './PriorityOrderButton';

useMockApi();

const wait = { timeout: 30_000 };
type Row = { id: string; name: string; priority: number };
const byPriority = async (resource: string) =>
  (await request<Row[]>({ path: `/${resource}`, payload: { sort: JSON.stringify(['priority', 'ASC']), range: JSON.stringify([0, 999]) } }))
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name))
    .map((r) => r.name);

test('moving an item', () => {
  expect(moved(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
});

test('staff reorder add-on categories with Move up and save: the list and the server follow the new order', async () => {
  await signIn('admin@resort.test');
  const before = await byPriority('addon-categories');
  expect(before.length).toBeGreaterThan(2);
  renderAdmin('/admin/addon-categories');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Change order' }, wait));
  const dialog = await screen.findByRole('dialog', {}, wait);
  const list = await within(dialog).findByRole('list', { name: 'Records in order' }, wait);
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(before.map((name, i) => `${i + 1}.${name}`));

  // The third moves to the top: two presses of its Move up.
  await user.click(within(dialog).getByRole('button', { name: `Move ${before[2]} up` }));
  await user.click(within(dialog).getByRole('button', { name: `Move ${before[2]} up` }));
  expect(within(dialog).getByRole('button', { name: `Move ${before[2]} up` })).toBeDisabled();
  expect(screen.getByText(`${before[2]} is now number 1`)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
  expect(await screen.findByText('Order saved', {}, wait)).toBeInTheDocument();

  const expected = [before[2], before[0], before[1], ...before.slice(3)];
  expect(await byPriority('addon-categories')).toEqual(expected);
  // The list (sorted by priority) shows the new first row.
  await waitFor(() => {
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText(expected[0])).toBeInTheDocument();
  }, wait);
});

test('Change order is offered on room types to staff who may edit them, and Cancel changes nothing', async () => {
  await signIn('admin@resort.test');
  const before = await byPriority('room-types');
  renderAdmin('/admin/room-types');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Change order' }, wait));
  const dialog = await screen.findByRole('dialog', {}, wait);
  await within(dialog).findByRole('list', { name: 'Records in order' }, wait);
  await user.click(within(dialog).getByRole('button', { name: `Move ${before[0]} down` }));
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), wait);
  expect(await byPriority('room-types')).toEqual(before);
});

test('a row dragged with the keyboard (Space, arrows, Space) moves down, and saving keeps it there', async () => {
  // jsdom lays nothing out: each row of the order list is placed 40 px below the one before, as a browser would.
  const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const li = this.closest('li');
    const index = li?.parentElement ? [...li.parentElement.children].indexOf(li) : -1;
    const top = index < 0 ? 0 : index * 40;
    const height = index < 0 ? 0 : 40;
    return { x: 0, y: top, top, left: 0, width: 400, height, right: 400, bottom: top + height, toJSON: () => ({}) } as DOMRect;
  });
  try {
    await signIn('admin@resort.test');
    const before = await byPriority('room-types');
    renderAdmin('/admin/room-types');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change order' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await within(dialog).findByRole('list', { name: 'Records in order' }, wait);
    within(dialog).getByRole('button', { name: `Drag ${before[0]}` }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')[1]).toHaveTextContent(before[0]), wait);
    await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('Order saved', {}, wait)).toBeInTheDocument();
    expect(await byPriority('room-types')).toEqual([before[1], before[0], ...before.slice(2)]);
  } finally {
    rect.mockRestore();
  }
});
