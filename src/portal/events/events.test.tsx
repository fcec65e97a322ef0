import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, getUser } from '../../shared/session';
import { topUpWallet } from '../promotions/topUpForTests';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call } = usePortalApi();

const FAM_TRIP = "Agents' familiarisation trip 2027";
const DINNER = "MATTA Fair partners' dinner";
const token = () => getToken() ?? '';
interface Listed {
  memberNotes: string | null;
  seats: number;
  status: string;
  event: { title: string };
}
const registrations = async () => (await call<{ registrations: Listed[] }>('GET', `/api/agent/event/agent/${getUser()?.id}`, { token: token() })).json.registrations;
const eventCard = (title: string) => within(screen.getByRole('region', { name: 'Events open for joining' })).findByRole('article', { name: title }, { timeout: 15_000 });
const mineSection = () => screen.getByRole('region', { name: 'My registrations' });

const openJoin = async (title: string) => {
  await userEvent.click(within(await eventCard(title)).getByRole('button', { name: 'Join' }));
  return screen.findByRole('dialog', { name: `Join ${title}` });
};
const setSeats = async (dialog: HTMLElement, seats: string) => {
  const field = within(dialog).getByRole('spinbutton', { name: 'Seats' });
  await userEvent.clear(field);
  await userEvent.type(field, seats);
};

test('an event shows its date, venue, price per seat and seats left; too many seats shows the server’s message', async () => {
  await signIn('ta@agency.test');
  renderPortal('/events');
  await screen.findByRole('heading', { level: 1, name: 'Events' }, { timeout: 15_000 });
  const card = await eventCard(FAM_TRIP);
  expect(within(card).getByText('RM 150.00')).toBeInTheDocument();
  expect(within(card).getByText('30 of 30 seats left')).toBeInTheDocument();
  expect(within(card).getByText('Pulau Damai Resort')).toBeInTheDocument();
  expect(within(card).getByText(/12 Mar 2027/)).toBeInTheDocument();

  const dialog = await openJoin(FAM_TRIP);
  await setSeats(dialog, '3');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay online' }));
  expect(await within(dialog).findByText('At most 2 seats per agent.')).toBeInTheDocument();
  expect(await registrations()).toEqual([]);
});

test('a free event is joined at once, and the member notes save', async () => {
  await signIn('ta@agency.test');
  renderPortal('/events');
  const dialog = await openJoin(DINNER);
  await setSeats(dialog, '2');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Member notes' }), 'Siti, Farid');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Join now' }));
  expect(await screen.findByText(`You have joined ${DINNER}.`)).toBeInTheDocument();
  expect(await within(await eventCard(DINNER)).findByText('Joined with 2 seats')).toBeInTheDocument();

  const mine = await within(mineSection()).findByRole('article', { name: DINNER });
  const notes = within(mine).getByRole('textbox', { name: 'Member notes' });
  expect(notes).toHaveValue('Siti, Farid');
  await userEvent.clear(notes);
  await userEvent.type(notes, 'Siti, Farid (vegetarian), Aminah');
  await userEvent.click(within(mine).getByRole('button', { name: 'Save notes' }));
  expect(await within(mine).findByText('Notes saved')).toBeInTheDocument();
  expect(await registrations()).toMatchObject([{ event: { title: DINNER }, seats: 2, status: 'joined', memberNotes: 'Siti, Farid (vegetarian), Aminah' }]);
});

test('a paid event is joined from the wallet after the vacancy check, and the balance drops', async () => {
  await signIn('freelancer@agent.test');
  await topUpWallet(call, token(), 50_000);
  const before = (await call<{ balance: number }>('GET', '/api/agent/wallet', { token: token() })).json.balance;
  renderPortal('/events');
  const dialog = await openJoin(FAM_TRIP);
  await setSeats(dialog, '2');
  expect(within(dialog).getByText('RM 300.00')).toBeInTheDocument();
  const pay = within(dialog).getByRole('button', { name: 'Pay from wallet' });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
  expect(await screen.findByText(`You have joined ${FAM_TRIP}.`)).toBeInTheDocument();
  const after = new Intl.NumberFormat('en-MY', { style: 'currency', currency: 'MYR' }).format((before - 30_000) / 100);
  expect(await screen.findByRole('link', { name: `Wallet balance ${after}` })).toBeInTheDocument();
  expect(await within(mineSection()).findByRole('article', { name: FAM_TRIP })).toBeInTheDocument();
  expect(await within(await eventCard(FAM_TRIP)).findByText('28 of 30 seats left')).toBeInTheDocument();
});
