import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentDashboard } from '../../../server/app/agent/dashboard.service';
import { CURRENCY_KEY } from '../../shared/session';
import { bookAsAgent } from '../../test/booking';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call, tokenOf } = usePortalApi();

const dashboardOf = async (email: string) => (await call<{ data: AgentDashboard }>('GET', '/api/agent/dashboard', { token: await tokenOf(email) })).json.data;
const monthName = (month: number) => new Intl.DateTimeFormat('en-MY', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month - 1, 1)));
const READY = '[data-ready="dashboard"]';

test("the dashboard shows a real booking's check-in, marks itself ready once loaded, and its charts' figures list this year's bookings", async () => {
  const booking = await bookAsAgent(20);
  const { today, sales } = await dashboardOf('ta@agency.test');
  expect(sales.currentYear.bookings).toBe(1);
  await signIn('ta@agency.test');
  renderPortal('/');
  // Not before the dashboard's data is there…
  expect(document.querySelector(READY)).toBeNull();
  await waitFor(() => expect(document.querySelector(READY)).not.toBeNull(), { timeout: 15_000 });
  // …and once it is, the marked content shows it.
  const ready = document.querySelector(READY) as HTMLElement;
  expect(within(ready).getByRole('heading', { name: 'Welcome, Siti' })).toBeInTheDocument();

  const upcoming = within(ready).getByRole('region', { name: 'Upcoming check-ins' });
  expect(within(upcoming).getByRole('link', { name: booking.bookingNo })).toHaveAttribute('href', `/booking/${booking.id}`);
  expect(within(upcoming).getByText('Nur Aisyah binti Ahmad')).toBeInTheDocument();
  expect(within(upcoming).getByText('2D1N Snorkelling Getaway')).toBeInTheDocument();
  expect(within(upcoming).getByText('Pending')).toBeInTheDocument();

  // The booking waits for the agent's payment: the dashboard says so, and so does the menu's badge.
  expect(within(screen.getByRole('region', { name: 'Needs your action' })).getByText('1 booking to pay before its deadline')).toBeInTheDocument();
  const dashboardLink = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Dashboard 1 booking needs your action' });
  expect(within(dashboardLink).getByTitle('1 booking needs your action')).toHaveTextContent(/^1$/);

  // The bookings chart: an image with a sentence for its text alternative, and its figures as a table.
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  // Below the fold, the charts follow the first frame.
  const chart = await screen.findByRole('group', { name: 'Bookings per month' });
  expect(within(chart).getByRole('img', { name: `Bookings per month Bar chart of bookings per month: 1 in ${year} so far, 0 in ${year - 1}.` })).toBeInTheDocument();
  await userEvent.click(within(chart).getByRole('button', { name: 'Show the figures' }));
  const table = within(chart).getByRole('table', { name: `Bookings per month, ${year} and ${year - 1}` });
  const row = within(table).getByRole('row', { name: new RegExp(`^${monthName(month)} `) });
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '0']);
  const totalRow = within(table).getByRole('row', { name: /^Total / });
  expect(within(totalRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '0']);
  // Revenue: this year's total is the booking's total.
  const revenue = screen.getByRole('group', { name: 'Revenue per month' });
  await userEvent.click(within(revenue).getByRole('button', { name: 'Show the figures' }));
  const revenueTotal = within(within(revenue).getByRole('table')).getByRole('row', { name: /^Total / });
  expect(within(revenueTotal).getAllByRole('cell')[0].textContent?.replace(/\s/g, ' ')).toBe(`RM ${(booking.total / 100).toLocaleString('en-MY', { minimumFractionDigits: 2 })}`);
});

test('the latest promotions list the promo packages on sale and the public codes', async () => {
  await signIn('freelancer@agent.test');
  renderPortal('/');
  await waitFor(() => expect(document.querySelector(READY)).not.toBeNull(), { timeout: 15_000 });
  const { promotions } = await dashboardOf('freelancer@agent.test');
  const region = screen.getByRole('region', { name: 'Latest promotions' });
  // Below the fold, its title comes with the page and its list once the top has been painted.
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
  for (const p of promotions.packages) expect(within(region).getByText(p.name)).toBeInTheDocument();
  for (const c of promotions.promoCodes) expect(within(region).getByText(c.code)).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: 'See all promotions' })).toHaveAttribute('href', '/promotion');
  // Kevin has no bookings: nothing upcoming, nothing waiting.
  expect(within(screen.getByRole('region', { name: 'Upcoming check-ins' })).getByText('No upcoming check-ins.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Needs your action' })).toHaveTextContent('Nothing waits for you');
});

test("the revenue chart's axis reads in the chosen currency like its figures: S$, compact", async () => {
  await bookAsAgent(22);
  localStorage.setItem(CURRENCY_KEY, 'SGD');
  await signIn('ta@agency.test');
  renderPortal('/');
  await waitFor(() => expect(document.querySelector(READY)).not.toBeNull(), { timeout: 15_000 });
  const revenue = await screen.findByRole('group', { name: 'Revenue per month' });
  await waitFor(() => expect(within(revenue).getByRole('img').querySelector('text')?.textContent).toBe('S$0'));
  const ticks = [...within(revenue).getByRole('img').querySelectorAll('text')].map((tick) => tick.textContent ?? '').filter((tick) => tick.includes('$'));
  expect(ticks.length).toBeGreaterThan(2);
  for (const tick of ticks) expect(tick).toMatch(/^S\$\d+(\.\d)?K?$/);
  await userEvent.click(within(revenue).getByRole('button', { name: 'Show the figures' }));
  const table = within(revenue).getByRole('table');
  const cents = (cell: HTMLElement) => {
    expect(cell.textContent).toMatch(/^S\$[\d,]+\.\d\d$/);
    return Math.round(Number(cell.textContent?.replace(/[^\d.]/g, '')) * 100);
  };
  // This year's column: the months add up to the total row, as printed.
  const rows = within(table).getAllByRole('row').slice(1);
  const months = rows.slice(0, -1).map((row) => cents(within(row).getAllByRole('cell')[0]));
  expect(months.reduce((sum, value) => sum + value, 0)).toBe(cents(within(rows[rows.length - 1]).getAllByRole('cell')[0]));
});
