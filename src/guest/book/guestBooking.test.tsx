import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Challenge } from 'altcha-lib';
import { solve } from '../../../server/test/captcha';
import { GUEST_DRAFT_KEY } from '../../../wizard/draft';
import { formatSen } from '../../shared/money/currency';
import { renderPortal, usePortalApi } from '../../portal/test/portalHarness';
import { checkIn, chooseStay, heading, LONG, next, pick } from '../../portal/wizard/wizardTestSteps';
import { addDays } from '../../portal/wizard/roomChoice';
import { signInGuest } from './guestTestSession';

const { call, tokenOf } = usePortalApi();

/** What the resort's desk would charge a walk-in guest (the public rates) for the stay the test books. */
const publicQuote = async () => {
  const admin = await tokenOf('admin@resort.test');
  const packages = (await call<{ id: string; name: string; slug: string }[]>('GET', '/api/portal/packages')).json;
  const escape = packages.find((p) => p.name === '3D2N Island Escape');
  const detail = (await call<{ roomTypes: { id: string; name: string }[] }>('GET', `/api/portal/packages/${escape?.slug}`)).json;
  const chalet = detail.roomTypes.find((r) => r.name === 'Garden Chalet');
  const body = {
    packageId: escape?.id,
    checkIn,
    checkOut: addDays(checkIn, 2),
    rooms: [{ roomTypeId: chalet?.id, adults: 2, children: 0, toddlers: 1, infants: 0, foreignGuests: false }],
    addons: [],
    transport: [],
  };
  const [desk, agent] = await Promise.all([call<{ total: number }>('POST', '/api/admin/quote', { token: admin, body }), call<{ total: number }>('POST', '/api/agent/quote', { token: await tokenOf('ta@agency.test'), body })]);
  return { walkIn: desk.json.total, agent: agent.json.total };
};

test('a guest books through the steps at the public rates and may pay online or by slip, never by wallet or cheque', async () => {
  const token = await signInGuest();
  const user = userEvent.setup();
  renderPortal('/portal/book', { width: 390 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Book your stay' }, LONG)).toBeInTheDocument();
  // The lead guest starts from the guest's profile.
  await heading('Guest details');
  const lead = screen.getByRole('group', { name: 'Lead guest' });
  expect(within(lead).getByLabelText(/^Full name/)).toHaveValue('Nurul Huda');
  expect(within(lead).getByLabelText(/^E-mail/)).toHaveValue('guest@guest.test');
  expect(screen.getByLabelText(/^Booking name/)).toHaveValue('Nurul Huda');
  const party = screen.getByRole('group', { name: 'Who is travelling' });
  fireEvent.change(within(party).getByLabelText('Adults'), { target: { value: '2' } });
  fireEvent.change(within(party).getByLabelText('Toddlers'), { target: { value: '1' } });
  await pick(user, /How did you find us/, /./);
  fireEvent.change(within(lead).getByLabelText(/^Age/), { target: { value: '29' } });
  fireEvent.change(within(lead).getByLabelText(/^IC number/), { target: { value: '970101-14-5678' } });
  if (!(within(lead).getByLabelText(/^Country(\s*\*)?$/) as HTMLInputElement).value) {
    fireEvent.change(within(lead).getByLabelText(/^Country(\s*\*)?$/), { target: { value: 'Malaysia' } });
    await user.click(await screen.findByRole('option', { name: 'Malaysia' }));
  }
  if (!(within(lead).getByLabelText(/^Phone/) as HTMLInputElement).value) fireEvent.change(within(lead).getByLabelText(/^Phone/), { target: { value: '+60 13-901 2345' } });
  await next(user);
  await chooseStay(user);
  await next(user);
  for (const step of ['Add-ons', 'Land and boat transport', 'Special requests', 'Promo code']) {
    await heading(step);
    await next(user);
  }
  await heading('Review');
  const price = await screen.findByRole('table', { name: 'Price' }, LONG);
  const { walkIn, agent } = await publicQuote();
  // The demo's travel agent has a contract rate on this stay: the guest is never priced at it.
  expect(agent).not.toBe(walkIn);
  expect(within(price).getByTestId('quote-total')).toHaveTextContent(formatSen(walkIn).replace(/\s/g, ' '));
  await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

  expect(await screen.findByRole('timer', { name: 'Time left to pay' }, LONG)).toBeInTheDocument();
  const ways = screen.getByRole('radiogroup', { name: 'Choose how to pay' });
  expect(within(ways).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Online (card)', 'Bank-in slip or cash deposit']);
  expect(within(ways).getByRole('radio', { name: 'Online (card)' })).toBeChecked();
  expect(JSON.parse(localStorage.getItem(GUEST_DRAFT_KEY) ?? '{}').step).toBe('payment');
  // A slip: the slip form (the bank-in slip's own route is tested with the booking's page).
  await user.click(within(ways).getByRole('radio', { name: 'Bank-in slip or cash deposit' }));
  expect(screen.getByText('Upload the bank-in slip or cash deposit receipt; the resort confirms it.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Reference number/)).toBeInTheDocument();
  // Online: the gateway's page, for the booking just made on the guest's own account.
  await user.click(within(ways).getByRole('radio', { name: 'Online (card)' }));
  const bookingNo = /Pay booking (\S+)/.exec(screen.getByRole('heading', { level: 2, name: /^Pay booking/ }).textContent ?? '')?.[1];
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  expect(await screen.findByText('Taking you to the payment page…', {}, LONG)).toBeInTheDocument();
  const mine = await call<{ reservations: { bookingNo: string; bookedFrom: string; total: number }[] }>('GET', '/api/portal/reservations?range=[0,9]', { token });
  expect(mine.json.reservations.find((r) => r.bookingNo === bookingNo)).toMatchObject({ bookedFrom: 'guest-portal', total: walkIn });
}, 120_000);

test('a guest whose e-mail is not confirmed is asked to confirm it before booking, with the link sent again on request', async () => {
  const challenge = (await call<{ challenge: Challenge }>('GET', '/api/portal/auth/captcha')).json.challenge;
  const body = { email: 'new.guest@example.test', password: 'Lagoon!2027', firstName: 'Lim', lastName: 'Wei', locale: 'en', captcha: await solve(challenge) };
  expect((await call('POST', '/api/portal/auth/sign-up', { body })).status).toBe(202);
  await signInGuest('new.guest@example.test', 'Lagoon!2027');
  const user = userEvent.setup();
  renderPortal('/portal/book?package=x', { width: 390 });
  expect(await screen.findByText('Your e-mail address is not confirmed yet: open the link we e-mailed you before you book.', {}, LONG)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Guest details' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Send the link again' }));
  expect(await screen.findByText(/new\.guest@example\.test/, {}, LONG)).toBeInTheDocument();
}, 60_000);
