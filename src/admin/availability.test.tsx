import { fireEvent, screen, within } from '@testing-library/react';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

test('the availability calendar shows the Garden Chalet with its free rooms night by night', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin');
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Availability' }, { timeout: 15_000 }));
  const name = await screen.findByRole('rowheader', { name: 'Garden Chalet' }, { timeout: 15_000 });
  const cells = within(name.closest('tr') as HTMLElement).getAllByRole('cell');
  expect(cells).toHaveLength(14);
  expect(cells[0].textContent).toMatch(/^\d+\/\d+$/);
  const [free, total] = (cells[0].textContent ?? '').split('/').map(Number);
  expect(total).toBeGreaterThan(0);
  expect(free).toBeLessThanOrEqual(total);
});
