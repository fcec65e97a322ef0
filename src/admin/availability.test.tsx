import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

test("the calendar starts on the resort's today (its time zone), whatever the browser's clock says", async () => {
  // 20:00 UTC is already the next morning in Kuala Lumpur: a browser on UTC is a day behind the resort.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-26T20:00:00Z'));
  try {
    await signIn('admin@resort.test');
    renderAdmin('/admin/availability');
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2026-11-27'), { timeout: 15_000 });
  } finally {
    vi.useRealTimers();
  }
});
