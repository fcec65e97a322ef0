import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { addDays } from '../../../server/app/pricing/nights';
import { DEFAULT_RESORT_TIME_ZONE, resortToday } from '../../../server/app/settings/resortZone';
import { formatMoney } from '../../../i18n/formatMoney';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import { bookAsAgent, confirmAsStaff } from '../../test/booking';
import { exportedCsvLines } from './exportedCsv.testkit';

useMockApi();

const wait = { timeout: 15_000 };

// Charts measure their box; jsdom has no layout, so a resize observer that never reports is enough.
beforeAll(() => {
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});

test("sales by agent shows the server's figures for the period and exports the server's CSV with the signed-in staff's token", async () => {
  const booking = await bookAsAgent(20, 2);
  await confirmAsStaff(booking.id);
  await signIn('admin@resort.test');
  renderAdmin('/admin/reports/sales-agents');

  expect(await screen.findByRole('heading', { name: 'Sales by agent', level: 1 }, wait)).toBeInTheDocument();
  // The period around the resort's today: the booking is dated by the day it was made.
  const today = resortToday(new Date(), DEFAULT_RESORT_TIME_ZONE);
  // Until staff pick days, the period is the resort's month so far (not the browser's calendar, often UTC's).
  await waitFor(() => expect(screen.getByLabelText('To')).toHaveValue(today), wait);
  expect(screen.getByLabelText('From')).toHaveValue(`${today.slice(0, 8)}01`);
  fireEvent.change(screen.getByLabelText('From'), { target: { value: addDays(today, -3) } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: addDays(today, 1) } });

  const agency = 'Terengganu Island Holidays Sdn Bhd';
  const row = (await screen.findByRole('cell', { name: agency }, wait)).closest('tr') as HTMLElement;
  expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([agency, '1', '2', '3', formatMoney(booking.total)]);
  const total = screen.getByRole('cell', { name: 'Total' }).closest('tr') as HTMLElement;
  expect(within(total).getAllByRole('cell').at(-1)?.textContent).toBe(formatMoney(booking.total));

  const csv = await exportedCsvLines(wait);
  expect(csv[0]).toBe('Name,Bookings,Room nights sold,Guests,Sales');
  expect(csv).toContain(`${agency},1,2,3,${(booking.total / 100).toFixed(2)}`);
});
