import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { addDays } from '../../../server/app/pricing/nights';
import { DEFAULT_RESORT_TIME_ZONE, resortToday } from '../../../server/app/settings/resortZone';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import { bookAsAgent, confirmAsStaff } from '../../test/booking';
import { exportedCsvLines } from './exportedCsv.testkit';

useMockApi();

const wait = { timeout: 15_000 };

// Charts measure their box; jsdom has no layout, so a resize observer that never reports is enough.
beforeAll(() => {
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});

/** The month table: the one whose bold last row says "Total". */
const monthTable = () => screen.getByRole('cell', { name: 'Total' }).closest('table') as HTMLElement;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

test("the monthly rooms report reads as the resort's twelve months, each room type's occupancy beside, and narrows to one room type with its export", async () => {
  // A Garden Chalet sold for two nights in the resort's coming weeks; the report shows the year of its stay.
  const booking = await bookAsAgent(20, 2);
  await confirmAsStaff(booking.id);
  const stayYear = addDays(resortToday(new Date(), DEFAULT_RESORT_TIME_ZONE), 20).slice(0, 4);
  await signIn('admin@resort.test');
  renderAdmin('/admin/reports/monthly');
  expect(await screen.findByRole('heading', { name: 'Monthly rooms report', level: 1 }, wait)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: stayYear } });

  // One row per month and the year's total: the resort's figures, not 60 rows of months × room types.
  expect(await screen.findByText('By month · All room types', {}, wait)).toBeInTheDocument();
  await waitFor(() => expect(within(monthTable()).getAllByRole('row')).toHaveLength(1 + 12 + 1), wait);
  expect(within(monthTable()).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
    'Month', 'Available room nights', 'Room nights sold', 'Occupancy %', 'Room revenue', 'Average daily rate', 'Revenue per available room',
  ]);

  // Occupancy by room type: a line per room type, a column per month and the year.
  const pivot = screen.getByRole('table', { name: 'Occupancy by room type (%)' });
  const headers = within(pivot).getAllByRole('columnheader').map((c) => c.textContent);
  expect(headers[0]).toBe('Room type');
  expect(headers).toHaveLength(1 + 12 + 1);
  expect(headers.at(-1)).toBe('Year');
  const gardenLine = within(pivot).getByRole('rowheader', { name: 'Garden Chalet' }).closest('tr') as HTMLElement;
  const gardenYear = within(gardenLine).getAllByRole('cell').at(-1)?.textContent;
  expect(gardenYear).toMatch(/^\d+\.\d%$/);
  expect(gardenYear).not.toBe('0.0%');

  // Garden Chalet alone: the same twelve months of that room type, its year's occupancy the one beside it above.
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Room type' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Garden Chalet' }));
  expect(await screen.findByText('By month · Garden Chalet', {}, wait)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('table', { name: 'Occupancy by room type (%)' })).not.toBeInTheDocument(), wait);
  await waitFor(() => expect(cellsOf(within(monthTable()).getAllByRole('row').at(-1) as HTMLElement)[3]).toBe(gardenYear), wait);
  expect(within(monthTable()).getAllByRole('row')).toHaveLength(1 + 12 + 1);

  // The export is the server's file of the same selection.
  const [header, ...rows] = await exportedCsvLines(wait);
  expect(header).toBe('Month,Room type,Available room nights,Room nights sold,Occupancy %,Room revenue,Average daily rate,Revenue per available room');
  expect(rows).toHaveLength(12 + 1);
  expect(rows.every((row) => row.split(',')[1] === 'Garden Chalet')).toBe(true);
  expect(Number(rows.at(-1)?.split(',')[4])).toBe(Number(gardenYear?.replace('%', '')));
});
