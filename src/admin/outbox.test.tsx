import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookAsAgent } from '../test/booking';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

const wait = { timeout: 15_000 };

test('the outbox lists the booking e-mails with their status; the detail shows the text, download waits until sent', async () => {
  const booking = await bookAsAgent(45);
  await signIn('admin@resort.test');
  renderAdmin('/admin/outbox');
  const subject = `Booking ${booking.bookingNo} received – Pulau Damai Resort`;
  const cells = await screen.findAllByText(subject, {}, wait);
  // One to the agent who booked, one to the lead guest.
  expect(cells).toHaveLength(2);
  const rows = cells.map((cell) => cell.closest('tr') as HTMLElement);
  expect(rows.map((row) => within(row).getByText(/@/).textContent).sort()).toEqual(['aisyah@example.com', 'ta@agency.test']);
  for (const row of rows) {
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Booking received')).toBeInTheDocument();
  }
  expect(screen.getByRole('menuitem', { name: 'E-mail outbox' })).toBeInTheDocument();

  fireEvent.click(cells[0]);
  expect(await screen.findByText(new RegExp(`We have received booking ${booking.bookingNo} for Nur Aisyah binti Ahmad\\.`), {}, wait)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: subject })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download .eml' })).toBeDisabled();
  expect(screen.getByText('The message file is available once the e-mail has been sent.')).toBeInTheDocument();
});

test('searching by address narrows the outbox to that recipient', async () => {
  const booking = await bookAsAgent(47);
  await signIn('admin@resort.test');
  renderAdmin('/admin/outbox');
  const subject = `Booking ${booking.bookingNo} received – Pulau Damai Resort`;
  expect(await screen.findAllByText(subject, {}, wait)).toHaveLength(2);
  fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'aisyah@' } });
  await waitFor(() => expect(screen.queryByText('ta@agency.test')).not.toBeInTheDocument(), wait);
  expect(screen.getAllByText(subject)).toHaveLength(1);
  expect(screen.getAllByText('aisyah@example.com').length).toBeGreaterThan(0);
});
