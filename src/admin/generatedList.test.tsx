import { screen, within } from '@testing-library/react';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

test('the generated rooms list shows the demo rooms with their building and type', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/rooms');
  const cell = await screen.findByText('A-101', {}, { timeout: 15_000 });
  const row = cell.closest('tr') as HTMLElement;
  expect(within(row).getByText('101')).toBeInTheDocument();
  // The reference column shows the building's name, not its id.
  expect(await within(row).findByText('Sea View Wing', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('B-220')).toBeInTheDocument();
});
