import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '../../../server/app/pricing/nights';
import { DEFAULT_RESORT_TIME_ZONE, resortToday } from '../../../server/app/settings/resortZone';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';
import { fillGuests, heading, next, pick, typeInto } from './wizardTestSteps';

usePortalApi();

test('the check-in picker starts at the first bookable day, and a check-in before it is not kept', async () => {
  await signIn('ta@agency.test');
  const user = userEvent.setup();
  renderPortal('/bookings/create');
  await fillGuests(user);
  await next(user);
  await heading('Package and rooms');
  await pick(user, /^Package( \*)?$/, '3D2N Island Escape');
  // The season running now started on 1 Nov: its first bookable day is the resort's today, not the 1st.
  await pick(user, /^Package option/, /^Monsoon & low season/);
  const today = resortToday(new Date(), DEFAULT_RESORT_TIME_ZONE);
  const first = today > '2026-11-01' ? today : '2026-11-01';
  const checkIn = screen.getByLabelText(/^Check-in/);
  expect(checkIn).toHaveAttribute('min', first);

  typeInto(/^Check-in/, addDays(first, -1));
  await waitFor(() => expect(checkIn).toHaveValue(''));
  typeInto(/^Check-in/, addDays(first, 1));
  expect(checkIn).toHaveValue(addDays(first, 1));
}, 60_000);
