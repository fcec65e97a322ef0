import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';

useMockApi();

test('the Reservations list and the menu lead the desk to New booking', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/reservations');
  expect(await screen.findByRole('menuitem', { name: 'New booking' }, { timeout: 15_000 })).toHaveAttribute('href', '/admin/desk-booking');
  expect(await screen.findByRole('link', { name: 'New booking' }, { timeout: 15_000 })).toHaveAttribute('href', '/admin/desk-booking');
});

test("New booking runs the agents' wizard, its lists read from the staff API", async () => {
  const user = userEvent.setup();
  await signIn('admin@resort.test');
  renderAdmin('/admin/desk-booking');
  expect(await screen.findByRole('heading', { level: 1, name: 'New booking' }, { timeout: 25_000 })).toBeInTheDocument();
  expect(screen.getByText('A walk-in or phone guest at the public rates, or a booking for an agency at its contract rates. Bookings made here are approved at once.')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'A walk-in or phone guest (public rates)' })).toBeChecked();
  // The guest step of the agents' wizard, its lead sources read from /api/admin/desk-booking.
  const guests = screen.getByRole('region', { name: 'Guest details' });
  await user.click(within(guests).getByRole('combobox', { name: /How did you find us/ }));
  expect(await screen.findByRole('option', { name: 'Facebook' }, { timeout: 10_000 })).toBeInTheDocument();
});

test('Book for an agency: the wizard waits for the agency, found by typing, then runs for it (the journey test books at its rates)', async () => {
  const user = userEvent.setup();
  await signIn('admin@resort.test');
  renderAdmin('/admin/desk-booking');
  const bookFor = await screen.findByRole('region', { name: 'Book for' }, { timeout: 25_000 });
  await user.click(within(bookFor).getByRole('radio', { name: 'An agency (its contract rates)' }));
  // No agency yet: nothing is priced, so the wizard is not shown.
  expect(within(bookFor).getByRole('status')).toHaveTextContent('Choose the agency to start the booking.');
  expect(screen.queryByRole('region', { name: 'Guest details' })).not.toBeInTheDocument();

  await user.type(within(bookFor).getByRole('combobox', { name: /Travel agent or freelancer/ }), 'terengganu');
  const option = await screen.findByRole('option', { name: /Terengganu Island Holidays Sdn Bhd/ }, { timeout: 10_000 });
  // Members and agencies not approved are not offered.
  expect(screen.queryByRole('option', { name: /Pesisir Tours/ })).not.toBeInTheDocument();
  await user.click(option);
  expect(within(bookFor).getByRole('status')).toHaveTextContent('Priced at the contract rates of Terengganu Island Holidays Sdn Bhd. The booking is theirs');
  expect(await screen.findByRole('region', { name: 'Guest details' }, { timeout: 10_000 })).toBeInTheDocument();

  // Back to a walk-in guest: the wizard starts again at the public rates.
  await user.click(within(bookFor).getByRole('radio', { name: 'A walk-in or phone guest (public rates)' }));
  expect(within(bookFor).queryByRole('combobox', { name: /Travel agent or freelancer/ })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Guest details' })).toBeInTheDocument();
});
