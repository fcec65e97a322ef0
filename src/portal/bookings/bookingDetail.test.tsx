import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '../../../i18n/formatMoney';
import { slipPng } from '../../../server/test/money';
import { paidBooking, refundToWallet } from '../../admin/money/moneyFixtures';
import { bookAsAgent } from '../../test/booking';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';
import { paymentsOf, reservationOf } from './bookingFixtures';

usePortalApi();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Money as the screen reads once whitespace is normalised (Intl puts a no-break space after RM). */
const rm = (sen: number) => formatMoney(sen).replace(/\s+/g, ' ');
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();

const openDetail = async (id: string, bookingNo: string) => {
  await signIn('ta@agency.test');
  const view = renderPortal(`/booking/${id}`);
  expect(await screen.findByRole('heading', { name: `Booking ${bookingNo}` }, { timeout: 15_000 })).toBeInTheDocument();
  return view;
};

test('the detail shows the booking number, its guests, rooms, the quote lines and the total', async () => {
  const booking = await bookAsAgent(30);
  await openDetail(booking.id, booking.bookingNo);
  const summary = screen.getByRole('region', { name: 'Booking details' });
  expect(within(summary).getByText('Nur Aisyah binti Ahmad')).toBeInTheDocument();
  expect(await within(summary).findByText('2D1N Snorkelling Getaway')).toBeInTheDocument();
  expect(within(summary).getByText('2 adults, 1 toddler')).toBeInTheDocument();
  expect(within(summary).getByText('Ground floor if possible')).toBeInTheDocument();
  // The package option it was booked under, with the dates it runs.
  const { packageOption } = await reservationOf(booking.id);
  expect(packageOption).not.toBeNull();
  expect(within(summary).getByText('Package option')).toBeInTheDocument();
  expect(within(summary).getByText((content) => content.startsWith(`${packageOption?.name} (`))).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Guests' })).getByText('920314-11-5566')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Rooms' })).getByText(/^[A-Z]-\d+$/)).toBeInTheDocument();
  const quote = screen.getByRole('table', { name: 'Price' });
  expect(within(quote).getAllByText(/^Garden Chalet \(room 1\)/).length).toBeGreaterThan(0);
  expect(text(screen.getByTestId('quote-total'))).toBe(rm(booking.total));
  expect(screen.getByText('Pending')).toBeInTheDocument();
  expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
  // Unpaid and within its countdown: the deadline is told, and it can be paid here.
  expect(screen.getByText(/^Pay by .+, or the booking expires and its rooms are released\.$/)).toBeInTheDocument();
  const pay = await screen.findByRole('region', { name: 'Pay this booking' });
  expect(text(within(pay).getByTestId('amount-due'))).toBe(rm(booking.total));
  // The demo agent's wallet is empty: paying from it is offered but not possible.
  const fromWallet = within(pay).getByRole('button', { name: /from wallet$/ });
  expect(text(fromWallet)).toBe(`Pay ${rm(booking.total)} from wallet`);
  expect(fromWallet).toBeDisabled();
  expect(await within(pay).findByText('Wallet balance: RM 0.00. Your wallet balance does not cover the amount due.', { normalizer: (s) => s.replace(/\s+/g, ' ') })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Payments' })).getByText('No payments yet.')).toBeInTheDocument();
});

test('cancelling asks for confirmation first; confirmed, the booking becomes Cancelled', async () => {
  const booking = await bookAsAgent(36);
  await openDetail(booking.id, booking.bookingNo);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  let dialog = screen.getByRole('dialog', { name: `Cancel booking ${booking.bookingNo}?` });
  expect(dialog).toHaveTextContent('The booking is cancelled and its rooms are freed for other guests. This cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect((await reservationOf(booking.id)).status).toBe('Pending');

  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  dialog = screen.getByRole('dialog', { name: `Cancel booking ${booking.bookingNo}?` });
  await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
  expect(await screen.findByText(`Booking ${booking.bookingNo} is cancelled.`)).toBeInTheDocument();
  expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  expect((await reservationOf(booking.id)).status).toBe('Cancelled');
  // Nothing more to do with it: no cancel, no payment.
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Pay this booking' })).not.toBeInTheDocument();
});

test('a bank-in slip sent from the detail waits for review', async () => {
  // jsdom's FormData and File do not reach the in-process server through Node's fetch: the form is
  // built with Node's own, as a browser builds it with its own.
  const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
  vi.stubGlobal('FormData', NodeFormData);
  const booking = await bookAsAgent(42);
  await openDetail(booking.id, booking.bookingNo);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Upload bank-in slip' }));
  const dialog = screen.getByRole('dialog', { name: `Upload a bank-in slip for ${booking.bookingNo}` });
  const amount = within(dialog).getByRole('textbox', { name: 'Amount (RM)' });
  expect(amount).toHaveValue((booking.total / 100).toFixed(2));
  // Nothing is sent until the form is complete.
  await user.click(within(dialog).getByRole('button', { name: 'Send slip' }));
  expect(within(dialog).getByText('Attach the bank-in slip (an image or a PDF).')).toBeInTheDocument();
  expect(within(dialog).getAllByText('Required')).toHaveLength(1);

  await user.type(within(dialog).getByRole('textbox', { name: 'Reference no.' }), 'MBB-778812');
  const slip = new NodeFile([slipPng(7)], 'bank-in.png', { type: 'image/png' }) as unknown as File;
  await user.upload(within(dialog).getByLabelText('Slip (image or PDF, at most 5 MB)'), slip);
  expect(within(dialog).getByText('bank-in.png')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Send slip' }));

  expect(await screen.findByText('Slip sent: it waits for the resort’s review.', {}, { timeout: 10_000 })).toBeInTheDocument();
  const payments = within(within(screen.getByRole('list', { name: 'Payments' })).getByRole('listitem'));
  expect(payments.getByText('Bank-in slip')).toBeInTheDocument();
  expect(payments.getByText(/Reference: MBB-778812$/)).toBeInTheDocument();
  expect(payments.getByText('Waiting for review')).toBeInTheDocument();
  expect(text(payments.getByText(/^RM/))).toBe(rm(booking.total));
  expect([...(await paymentsOf(booking.id))]).toEqual([expect.objectContaining({ method: 'offline', status: 'pending', amount: booking.total, referenceNo: 'MBB-778812' })]);
  // The whole amount waits for review: nothing more is due, and no deadline runs.
  const pay = screen.getByRole('region', { name: 'Pay this booking' });
  expect(text(within(pay).getByTestId('amount-due'))).toBe(rm(0));
  expect(within(pay).getByText('Nothing is due on this booking.')).toBeInTheDocument();
  expect(screen.queryByText(/^Pay by /)).not.toBeInTheDocument();
});

test('the invoice is downloaded as a PDF with the bearer token', async () => {
  const booking = await bookAsAgent(48);
  await openDetail(booking.id, booking.bookingNo);
  const saved: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:invoice';
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  await userEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
  await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
  expect(saved[0].type).toBe('application/pdf');
  expect(new TextDecoder().decode((await saved[0].arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  const { invoiceNo } = await reservationOf(booking.id);
  expect(clicked.map((link) => [link.getAttribute('href'), link.download])).toEqual([['blob:invoice', `${invoiceNo}.pdf`]]);
});

test('paying from the wallet asks first, then pays what is due and the booking is fully paid', async () => {
  // Money in the wallet the way agents get it: two paid bookings refunded to the wallet.
  for (const [days, variant] of [[54, 21], [58, 22]] as const) {
    const paid = await paidBooking(days, variant);
    await refundToWallet(paid, paid.total);
  }
  const booking = await bookAsAgent(62);
  await openDetail(booking.id, booking.bookingNo);
  const user = userEvent.setup();
  const pay = await screen.findByRole('region', { name: 'Pay this booking' });
  const fromWallet = await within(pay).findByRole('button', { name: /from wallet$/ });
  await waitFor(() => expect(fromWallet).toBeEnabled());
  await user.click(fromWallet);
  const dialog = screen.getByRole('dialog', { name: /^Pay RM.+ from your wallet\?$/ });
  expect(text(within(dialog).getByRole('heading'))).toBe(`Pay ${rm(booking.total)} from your wallet?`);
  await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
  expect(await screen.findByText(/^Paid RM.+ from your wallet\.$/, {}, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Pay this booking' })).not.toBeInTheDocument());
  expect(await screen.findByText('Fully paid')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Payments' })).getByText('Wallet')).toBeInTheDocument();
  expect(await reservationOf(booking.id)).toEqual(expect.objectContaining({ paymentStatus: 'FullyPaid' }));
});
