import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookAsAgent, confirmAsStaff, statusOnServer } from '../../test/booking';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';

useMockApi();

const wait = { timeout: 15_000 };
const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });

test('the desk takes a card payment: the terminal slip is required, a wrong last 4 is refused, and the payment lists at once', async () => {
  const booked = await bookAsAgent(20, 2);
  await confirmAsStaff(booked.id);
  await signIn('admin@resort.test');
  renderAdmin(`/admin/reservations/${booked.id}/show`);

  fireEvent.click(await screen.findByRole('button', { name: 'Take payment' }, wait));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/^Balance due: RM/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByLabelText('Card terminal'));
  type(dialog, 'Amount', '100');
  type(dialog, 'Last 4 digits', '42');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
  expect(await within(dialog).findByText('Enter the last 4 digits of the card.')).toBeInTheDocument();
  expect(within(dialog).getAllByText('Required').length).toBeGreaterThanOrEqual(3);

  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Card type/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Visa' }));
  type(dialog, 'Last 4 digits', '4242');
  type(dialog, 'Batch number', 'B017');
  type(dialog, 'Approval code', 'AP9921');
  type(dialog, 'Issuing bank', 'Maybank');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), wait);
  expect(await screen.findByText('RM 100.00 received', {}, wait)).toBeInTheDocument();
  const row = (await screen.findByText('Card terminal', {}, wait)).closest('tr') as HTMLElement;
  expect(within(row).getByText('RM 100.00')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Receipt' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Invoice' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Send invoice again' }));
  expect(await screen.findByText('Invoice sent to aisyah@example.com', {}, wait)).toBeInTheDocument();
  expect(await screen.findByText('Partly paid', {}, wait)).toBeInTheDocument();
});

test('more than the balance is refused under the amount, in the server words', async () => {
  const booked = await bookAsAgent(22, 2);
  await confirmAsStaff(booked.id);
  await signIn('admin@resort.test');
  renderAdmin(`/admin/reservations/${booked.id}/show`);
  fireEvent.click(await screen.findByRole('button', { name: 'Take payment' }, wait));
  const dialog = await screen.findByRole('dialog');
  type(dialog, 'Amount', String(booked.total / 100 + 1));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
  expect(await within(dialog).findByText(/^At most RM/, {}, wait)).toBeInTheDocument();
});

test('a pay-at-resort guest checking in is shown the balance and pays it in the same dialog', async () => {
  const booked = await bookAsAgent(0, 2);
  await confirmAsStaff(booked.id);
  await signIn('admin@resort.test');
  renderAdmin(`/admin/reservations/${booked.id}/show`);

  fireEvent.click(await screen.findByRole('button', { name: 'Check in' }, wait));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(`Check in reservation ${booked.bookingNo}?`)).toBeInTheDocument();
  expect(within(dialog).getByText(/^This guest still owes RM/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Take payment and check in' }));
  expect(await screen.findByText('In house', {}, wait)).toBeInTheDocument();
  expect(await screen.findByText('Fully paid', {}, wait)).toBeInTheDocument();
  expect(await statusOnServer(booked.id)).toBe('InHouse');
});
