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
  expect(screen.getByText('A walk-in or phone booking at the public rates. Bookings made here are approved at once.')).toBeInTheDocument();
  // The guest step of the agents' wizard, its lead sources read from /api/admin/desk-booking.
  const guests = screen.getByRole('region', { name: 'Guest details' });
  await user.click(within(guests).getByRole('combobox', { name: /How did you find us/ }));
  expect(await screen.findByRole('option', { name: 'Facebook' }, { timeout: 10_000 })).toBeInTheDocument();
});
