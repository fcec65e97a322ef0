import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays } from '../../../../server/app/pricing/nights';
import { formatMoney } from '../../../../i18n/formatMoney';
import { actAsStaff, bookAsAgent, confirmAsStaff } from '../../../test/booking';
import { renderAdmin, signIn, useMockApi } from '../../../test/adminHarness';
import { DEMO_PASSWORD } from '../../../../server/db/seed/demoPeople';

useMockApi();

const wait = { timeout: 15_000 };
const url = (path: string) => new URL(path, window.location.href);

/** Staff's own token, as another clerk at another desk. */
const staffToken = async () => {
  const login = await fetch(url('/api/auth/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@resort.test', password: DEMO_PASSWORD }) });
  return ((await login.json()) as { accessToken: string }).accessToken;
};

/** The code of the room a booking holds, read by another clerk (its own token, not the screen's session). */
const roomCodeOf = async (id: string) => {
  const json = { 'Content-Type': 'application/json' };
  const login = await fetch(url('/api/auth/login'), { method: 'POST', headers: json, body: JSON.stringify({ email: 'admin@resort.test', password: DEMO_PASSWORD }) });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(url(`/api/admin/reservations/${id}`), { headers: { Authorization: `Bearer ${accessToken}` } });
  return ((await res.json()) as { roomsAllocated: { code: string }[] }).roomsAllocated[0].code;
};

/** The amounts a summary figure shows, e.g. "New total" → "RM 1,234.00". */
const figure = (dialog: HTMLElement, label: string) => (within(dialog).getByText(label).nextElementSibling as HTMLElement).textContent;

test('staff lengthen a stay: the review shows the server’s old and new totals and the difference, and after saving the balance can be taken', async () => {
  const booked = await bookAsAgent(40, 1);
  await confirmAsStaff(booked.id);
  await signIn('admin@resort.test');
  renderAdmin(`/admin/reservations/${booked.id}/show`);

  fireEvent.click(await screen.findByRole('button', { name: 'Change booking' }, wait));
  const dialog = await screen.findByRole('dialog');
  const checkOut = within(dialog).getByLabelText('Check-out', { exact: false }) as HTMLInputElement;
  fireEvent.change(checkOut, { target: { value: addDays(checkOut.value, 2) } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Review change' }));

  expect(await within(dialog).findByText('Review the change', {}, wait)).toBeInTheDocument();
  expect(figure(dialog, 'Total now')).toBe(formatMoney(booked.total));
  const newTotal = figure(dialog, 'New total') as string;
  expect(newTotal).not.toBe(formatMoney(booked.total));
  expect(figure(dialog, 'Difference')).toMatch(/^\+RM/);
  expect(within(dialog).getByRole('alert').textContent).toBe(`After this change the guest owes ${newTotal}.`);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
  const followUp = await screen.findByRole('dialog', { name: 'Booking changed' }, wait);
  fireEvent.click(within(followUp).getByRole('button', { name: 'Take payment' }));
  const pay = await screen.findByRole('dialog', { name: `Take payment — ${booked.bookingNo}` }, wait);
  expect(within(pay).getByRole('alert').textContent).toBe(`Balance due: ${newTotal}`);
  fireEvent.click(within(pay).getByRole('button', { name: 'Cancel' }));
  // The page shows the booking as changed: three nights, the new total.
  await waitFor(() => expect(screen.getByRole('heading', { name: booked.bookingNo }).parentElement?.textContent).toContain(newTotal), wait);
});

test('a room another booking holds is refused in the server’s words, naming that booking, and nothing is saved', async () => {
  const mine = await bookAsAgent(50, 1);
  const other = await bookAsAgent(50, 1);
  await signIn('admin@resort.test');
  renderAdmin(`/admin/reservations/${mine.id}/show`);
  fireEvent.click(await screen.findByRole('button', { name: 'Change booking' }, wait));
  const dialog = await screen.findByRole('dialog');
  const room = await within(dialog).findByRole('combobox', { name: /Room/ }, wait);
  const code = await roomCodeOf(other.id);
  fireEvent.mouseDown(room);
  const options = await screen.findAllByRole('option', {}, wait);
  const taken = options.find((o) => o.textContent === code);
  expect(taken, 'the other booking’s room is offered').toBeTruthy();
  fireEvent.click(taken as HTMLElement);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Review change' }));
  expect(await within(dialog).findAllByText(new RegExp(other.bookingNo), {}, wait)).not.toHaveLength(0);
  expect(within(dialog).queryByText('Review the change')).not.toBeInTheDocument();
});

test('a cancelled booking cannot be changed, and the screen says why', async () => {
  const booked = await bookAsAgent(60, 1);
  await actAsStaff(booked.id, 'cancel');
  await signIn('admin@resort.test');
  renderAdmin(`/admin/reservations/${booked.id}/show`);
  expect(await screen.findByRole('button', { name: 'Change booking' }, wait)).toBeDisabled();
  expect(screen.getByText('Only a pending, upcoming or in-house booking can be changed.')).toBeInTheDocument();
});

test('a paid stay made shorter shows the overpayment before saving and offers the refund after', async () => {
  const booked = await bookAsAgent(70, 3);
  await confirmAsStaff(booked.id);
  const token = await staffToken();
  const paid = await fetch(url(`/api/admin/reservations/${booked.id}/desk-payment`), { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ method: 'cash', amount: booked.total }) });
  expect(paid.status).toBe(201);
  await signIn('admin@resort.test');
  renderAdmin(`/admin/reservations/${booked.id}/show`);
  fireEvent.click(await screen.findByRole('button', { name: 'Change booking' }, wait));
  const dialog = await screen.findByRole('dialog');
  const checkOut = within(dialog).getByLabelText('Check-out', { exact: false }) as HTMLInputElement;
  fireEvent.change(checkOut, { target: { value: addDays(checkOut.value, -2) } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Review change' }));
  expect(await within(dialog).findByText('Review the change', {}, wait)).toBeInTheDocument();
  expect(figure(dialog, 'Paid so far')).toBe(formatMoney(booked.total));
  expect(figure(dialog, 'Difference')).toMatch(/^-RM|^RM -|^−RM/);
  const newTotal = figure(dialog, 'New total') as string;
  const over = booked.total - Number(newTotal.replace(/[^\d]/g, ''));
  expect(within(dialog).getByRole('alert').textContent).toBe(`After this change ${formatMoney(over)} was paid more than the new total: it should be refunded.`);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
  const followUp = await screen.findByRole('dialog', { name: 'Booking changed' }, wait);
  fireEvent.click(within(followUp).getByRole('button', { name: 'Refund' }));
  expect(await screen.findByRole('dialog', { name: `Refund booking ${booked.bookingNo}` }, wait)).toBeInTheDocument();
});
