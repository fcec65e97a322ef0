import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookAsAgent } from '../test/booking';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

const wait = { timeout: 30_000 };
const gone = (text: string) => waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), wait);

test('the reservations list names each agency and filters by check-in dates, payment status and agency', async () => {
  const early = await bookAsAgent(20);
  const late = await bookAsAgent(60);
  await signIn('admin@resort.test');
  renderAdmin('/admin/reservations');
  const row = (await screen.findByText(early.bookingNo, {}, wait)).closest('tr') as HTMLElement;
  expect(within(row).getByText('Terengganu Island Holidays Sdn Bhd')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Agency' })).toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: 'Payment status' }));
  await user.click(await screen.findByRole('option', { name: 'Fully paid' }, wait));
  await gone(early.bookingNo);
  expect(screen.queryByText(late.bookingNo)).not.toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Payment status' }));
  await user.click(await screen.findByRole('option', { name: 'Unpaid' }, wait));
  expect(await screen.findByText(early.bookingNo, {}, wait)).toBeInTheDocument();

  // Check-in from the late booking's day: the early one leaves the list.
  const { checkIn } = (await (await fetch(new URL(`/api/admin/reservations/${late.id}`, window.location.href), { headers: { Authorization: `Bearer ${JSON.parse(localStorage.getItem('loginData') ?? '{}').accessToken}` } })).json()) as { checkIn: string };
  fireEvent.change(screen.getByLabelText('Check-in from'), { target: { value: checkIn } });
  await gone(early.bookingNo);
  expect(screen.getByText(late.bookingNo)).toBeInTheDocument();

  // Another agency's bookings only: none of Terengganu Island Holidays' are left.
  await user.type(screen.getByRole('combobox', { name: 'Agency' }), 'Lion');
  await user.click(await screen.findByRole('option', { name: /Lion City Travel Pte Ltd/ }, wait));
  await gone(late.bookingNo);
});
