import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookAsAgent } from '../../test/booking';
import { loginAs, sendSlip } from '../credits/moneyTestApi';
import { signIn, renderPortal, usePortalApi } from '../test/portalHarness';

usePortalApi();

const spaces = (s: string) => s.replace(/\s/g, ' ');
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 15_000 });

test('payment history says when there is nothing, and lists a bank-in slip with its booking', async () => {
  await signIn('ta@agency.test');
  const empty = renderPortal('/payment-history');
  await heading('Payment History');
  expect(await screen.findByText('No Payment History is Available.')).toBeInTheDocument();
  empty.unmount();

  const booking = await bookAsAgent(45);
  await sendSlip(await loginAs('ta@agency.test'), booking.id, 12_345);
  renderPortal('/payment-history');
  const table = await screen.findByRole('table', { name: 'Payment History' }, { timeout: 15_000 });
  const [head, row] = within(table).getAllByRole('row');
  expect(within(head).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Booking no.', 'For', 'Method', 'Amount', 'Status']);
  expect(within(row).getByText(booking.bookingNo)).toBeInTheDocument();
  expect(within(row).getByText('Bank-in slip')).toBeInTheDocument();
  expect(spaces(row.textContent ?? '')).toContain('RM 123.45');
  expect(within(row).getByText('Waiting for review')).toBeInTheDocument();
  expect(screen.getByText('No more data is found')).toBeInTheDocument();
});

test('my commissions forecasts what an upcoming booking will earn at check-in', async () => {
  // A freelancer with no bookings: nothing credited, nothing to come.
  await signIn('freelancer@agent.test');
  const before = renderPortal('/my-commission');
  await heading('My Commissions');
  const forecast = await screen.findByRole('region', { name: 'Forecast commissions' });
  expect(await within(forecast).findByText('No Data Found')).toBeInTheDocument();
  before.unmount();

  const booking = await bookAsAgent(60);
  await signIn('ta@agency.test');
  renderPortal('/my-commission');
  const table = await screen.findByRole('table', { name: 'Forecast commissions' }, { timeout: 15_000 });
  const row = within(table).getByText(booking.bookingNo).closest('tr');
  if (!row) throw new Error('no forecast row');
  // The demo travel agency is in the Gold category: 15 % of the room revenue.
  expect(within(row).getByText('15%')).toBeInTheDocument();
  expect(within(row).getByText('Pending')).toBeInTheDocument();
  const cells = within(row).getAllByRole('cell').map((cell) => spaces(cell.textContent ?? ''));
  const sen = (money: string) => Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);
  const [base, commission] = [sen(cells[4]), sen(cells[6])];
  expect(commission).toBe(Math.round((base * 15) / 100));
  expect(commission).toBeGreaterThan(0);
  // The total is what every upcoming booking (this file's others too) will earn.
  const amounts = within(table).getAllByRole('row').slice(1).map((tr) => sen(within(tr).getAllByRole('cell')[6].textContent ?? ''));
  const total = screen.getByRole('region', { name: 'Forecast total' });
  expect(sen(total.textContent ?? '')).toBe(amounts.reduce((n, amount) => n + amount, 0));
  expect(within(screen.getByRole('region', { name: 'Credited commissions' })).getByText('No Data Found')).toBeInTheDocument();
});

test('referral commissions are read by year', async () => {
  await signIn('freelancer@agent.test');
  const user = userEvent.setup();
  renderPortal('/referral-commission');
  await heading('Referral Commissions');
  const year = new Date().getFullYear();
  const select = screen.getByRole('combobox', { name: 'Year' });
  expect(select).toHaveTextContent(String(year));
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: String(year - 1) }));
  expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent(String(year - 1));
  expect(await within(screen.getByRole('region', { name: 'Credited commissions' })).findByText('No Data Found')).toBeInTheDocument();
});

test('the referral page shows the code and a link that carries it, to copy and to share', async () => {
  await signIn('ta@agency.test');
  const user = userEvent.setup();
  renderPortal('/referral-page');
  await heading('Referral');
  const code = (await screen.findByRole('textbox', { name: 'Your referral code' })) as HTMLInputElement;
  expect(code.value).toMatch(/^[A-Z0-9]{4,}$/);
  const link = screen.getByRole('textbox', { name: 'Your referral link' }) as HTMLInputElement;
  expect(link.value).toMatch(new RegExp(`/pages/register\\?ref=${code.value}$`));

  const booking = screen.getByRole('textbox', { name: 'Your booking link' }) as HTMLInputElement;
  expect(booking.value).toBe(`${new URL(link.value).origin}/portal?agent=${code.value}`);
  await user.click(screen.getByRole('button', { name: 'Copy booking link' }));
  expect(await navigator.clipboard.readText()).toBe(booking.value);

  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await navigator.clipboard.readText()).toBe(link.value);
  expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

  const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
  expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Book your island stay with me at Pulau Damai Resort: ${link.value}`)}`);
  expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link.value)}`);
  expect(screen.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toContain(`mailto:?subject=`);
  expect(screen.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toContain(encodeURIComponent(link.value));
  expect(document.querySelectorAll('script[src^="http"]')).toHaveLength(0);
});
