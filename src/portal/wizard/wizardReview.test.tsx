import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_KEY } from '../../../wizard/draft';
import { renderPortal, usePortalApi } from '../test/portalHarness';
import { heading, LONG, next, pick, toHeldRooms, typeInto } from './wizardTestSteps';

usePortalApi();

test('the review shows what will be booked: requests, food notes, the transfers with their times, and the promo discount, also after a reload', async () => {
  const user = userEvent.setup();
  const first = await toHeldRooms(user);
  await next(user);
  await heading('Add-ons');
  await next(user);

  await heading('Land and boat transport');
  await user.click(screen.getByRole('button', { name: 'Add transfer' }));
  await pick(user, /^Transfer/, /KT Airport → Marang Jetty \(van\)/);
  typeInto(/^Pick-up time/, '07:45');
  typeInto(/^Pick-up point/, 'Sultan Mahmud Airport, arrivals hall');
  typeInto(/^Drop location/, 'Marang Jetty');
  typeInto(/^Drop time/, '08:30');
  await screen.findByRole('region', { name: 'Transfers' }, LONG);
  await next(user);

  await heading('Special requests');
  fireEvent.change(screen.getByRole('textbox', { name: 'Special requests' }), { target: { value: 'Cot for the toddler please' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Food notes' }), { target: { value: 'No peanuts' } });
  await next(user);

  await heading('Promo code');
  fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: 'WELCOME50' } });
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByText(/Code WELCOME50 applied/, {}, LONG);
  await next(user);

  await heading('Review');
  const shows = async () => {
    const price = await screen.findByRole('table', { name: 'Price' }, LONG);
    expect(within(price).getByText('Discount')).toBeInTheDocument();
    expect(within(price).getAllByText('− RM 50.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Cot for the toddler please')).toBeInTheDocument();
    expect(screen.getByText('No peanuts')).toBeInTheDocument();
    const legs = screen.getByRole('region', { name: 'Transfers' });
    expect(within(legs).getByText('KT Airport → Marang Jetty (van)')).toBeInTheDocument();
    expect(within(legs).getByText(/07:45/)).toBeInTheDocument();
    expect(within(legs).getByText('Pick-up at Sultan Mahmud Airport, arrivals hall; drop at Marang Jetty by 08:30')).toBeInTheDocument();
  };
  await shows();

  // A reload resumes at the review: the code is priced again, so the discount is still there.
  await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').step).toBe('review'));
  first.unmount();
  renderPortal('/bookings/create');
  await heading('Review');
  await shows();
}, 90_000);
