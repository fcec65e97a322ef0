import { screen, within } from '@testing-library/react';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

// Generous: the machine running the suite is shared and slow.
const wait = { timeout: 30_000 };

/** The list row holding `text`. */
const rowOf = async (text: string) => (await screen.findByText(text, {}, wait)).closest('tr') as HTMLElement;

test("the vehicles list shows each boat's type and seats, and how many boats and seats there are", async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/vehicles');
  expect(await screen.findByRole('columnheader', { name: /capacity/i }, wait)).toBeInTheDocument();
  const boat = await rowOf('Damai Express 2 (24 seats)');
  expect(within(boat).getByText('Boat')).toBeInTheDocument();
  expect(within(boat).getByText('24')).toBeInTheDocument();
  expect(within(await rowOf('Damai Shuttle (shared boat)')).getByText('40')).toBeInTheDocument();
  // The boat quantity: the three active demo boats, 12 + 24 + 40 seats.
  expect(await screen.findByText('3 boats, 76 seats', {}, wait)).toBeInTheDocument();
});

test('the trip costs list shows where each trip starts and ends, by location name', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/trip-costs');
  expect(await screen.findByRole('columnheader', { name: 'From' }, wait)).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'To' })).toBeInTheDocument();
  const trip = await rowOf('KT Airport → Marang Jetty (van)');
  expect(await within(trip).findByText('Sultan Mahmud Airport (TGG), Kuala Terengganu', {}, wait)).toBeInTheDocument();
  expect(within(trip).getByText(/^Marang Jetty/)).toBeInTheDocument();
});

test('the locations list shows which places are pick-up (start) and drop-off (end) points', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/locations');
  expect(await screen.findByRole('columnheader', { name: 'Pick-up point' }, wait)).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Drop-off point' })).toBeInTheDocument();
});
