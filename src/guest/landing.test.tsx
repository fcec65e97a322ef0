import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, usePortalApi } from '../portal/test/portalHarness';

const { call } = usePortalApi();
const wait = { timeout: 20_000 };

interface Listed {
  id: string;
  slug: string;
  name: string;
  nights: number;
  fromPrice: { amount: number } | null;
}

const packages = async () => (await call<Listed[]>('GET', '/api/portal/packages')).json;

test('a visitor sees the packages with what they include and a "from" price, and a search shows live availability with the party\'s price', async () => {
  const user = userEvent.setup();
  renderPortal('/portal', { width: 390 });
  const listed = await packages();
  const escape = listed.find((p) => p.name === '3D2N Island Escape');
  const card = await screen.findByRole('article', { name: '3D2N Island Escape' }, wait);
  expect(within(card).getByText('2 nights')).toBeInTheDocument();
  expect(within(card).getByRole('list', { name: 'Includes' })).toBeInTheDocument();
  expect(within(card).getByText(/^from/)).toBeInTheDocument();
  expect(within(card).getByTestId('from-price').textContent).toMatch(/^RM\s[\d,]+\.\d\d$/);
  expect(within(card).getByRole('link', { name: 'Details: 3D2N Island Escape' })).toHaveAttribute('href', `/portal/packages/${escape?.slug}`);

  // The search: the package, a check-in day, the party; the answer is the server's, per room type.
  await user.selectOptions(screen.getByLabelText('Package'), escape?.id ?? '');
  // jsdom has no date picker: the day is set as the phone's picker would.
  fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2026-12-14' } });
  await user.selectOptions(screen.getByLabelText('Adults'), '2');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const results = await screen.findByRole('heading', { name: 'Available rooms' }, wait);
  const answer = (
    await call<{ roomTypes: { name: string; free: number; total: number }[] }>('POST', '/api/portal/availability', {
      body: { packageId: escape?.id, checkIn: '2026-12-14', checkOut: '2026-12-16', adults: 2 },
    })
  ).json;
  expect(answer.roomTypes.length).toBeGreaterThan(0);
  const section = results.parentElement as HTMLElement;
  const first = answer.roomTypes[0];
  expect(within(section).getByText(first.name)).toBeInTheDocument();
  expect(within(section).getAllByText(`${first.free} rooms left`).length).toBeGreaterThan(0);
  expect(within(section).getAllByTestId('availability-total')[0].textContent?.replace(/\s/g, ' ')).toBe(`RM ${(first.total / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
});

test('a package has its own address: photos, what it includes, options, rooms and the cancellation policy', async () => {
  const escape = (await packages()).find((p) => p.name === '3D2N Island Escape');
  renderPortal(`/portal/packages/${escape?.slug}`, { width: 390 });
  expect(await screen.findByRole('heading', { name: '3D2N Island Escape', level: 1 }, wait)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Options' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Rooms' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Cancellation policy' }, wait)).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Book' }).length).toBeGreaterThan(0);
});

test('an unknown package address says so and leads back to the packages', async () => {
  renderPortal('/portal/packages/no-such-package');
  expect(await screen.findByText('This page does not exist.', {}, wait)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the packages' })).toHaveAttribute('href', '/portal');
});

test('Book sends a signed-out visitor to sign in first, coming back to the booking of that package', async () => {
  const user = userEvent.setup();
  const escape = (await packages()).find((p) => p.name === '3D2N Island Escape');
  const page = renderPortal('/portal?agent=TA0001');
  await user.click(await screen.findByRole('button', { name: 'Book: 3D2N Island Escape' }, wait));
  expect(await screen.findByRole('heading', { name: 'Sign in' }, wait)).toBeInTheDocument();
  await waitFor(() => expect(page.currentPath()).toBe(`/portal/sign-in?next=${encodeURIComponent(`/portal/book?package=${escape?.id}`)}`));
  // The agent's booking link is remembered for the booking.
  expect(localStorage.getItem('agentCode')).toBe('TA0001');
});

test('switching to Malay shows the site in Malay, and it is remembered', async () => {
  const user = userEvent.setup();
  renderPortal('/portal', { width: 390 });
  expect(await screen.findByRole('heading', { name: 'Our packages' }, wait)).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language: English' }), 'my');
  expect(await screen.findByRole('heading', { name: 'Pakej kami' }, wait)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Semak kekosongan' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log masuk' })).toBeInTheDocument();
  expect(localStorage.getItem('locale')).toBe('my');
  expect(document.documentElement.lang).toBe('ms');
});

test('choosing another currency converts the prices shown', async () => {
  const user = userEvent.setup();
  renderPortal('/portal');
  const card = await screen.findByRole('article', { name: '3D2N Island Escape' }, wait);
  const ringgit = within(card).getByTestId('from-price').textContent ?? '';
  expect(ringgit).toMatch(/^RM/);
  const select = screen.getByRole('combobox', { name: 'Currency: MYR' });
  await within(select).findByRole('option', { name: 'SGD' }, wait);
  await user.selectOptions(select, 'SGD');
  const sgd = within(card).getByTestId('from-price').textContent ?? '';
  expect(sgd).not.toBe(ringgit);
  expect(sgd).toMatch(/S\$/);
  expect(screen.getByRole('combobox', { name: 'Currency: SGD' })).toBeInTheDocument();
});
