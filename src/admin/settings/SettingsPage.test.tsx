import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import { input, messageUnder, panel, putSetting, settingOf, staffWith } from './settingsFixtures';

useMockApi();

const wait = { timeout: 15_000 };

/** Signs in and opens Settings, once the wallet tab has read its setting. */
const openSettings = async (email: string) => {
  await signIn(email);
  renderAdmin('/admin/settings');
  return waitFor(() => input('Wallet', 'Minimum top-up'), wait);
};

test('the wallet tab shows the top-up minimum in ringgit; 150 typed is saved as 15000 sen', async () => {
  const min = await openSettings('admin@resort.test');
  expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
  expect(min).toHaveDisplayValue('100.00');
  expect(messageUnder('Wallet', 'Minimum top-up').getByText('RM')).toBeInTheDocument();
  expect(messageUnder('Wallet', 'Minimum top-up').getByText('Agents can top up at least this much at a time.')).toBeInTheDocument();

  const user = userEvent.setup();
  await user.clear(min);
  await user.type(min, '150');
  await user.click(within(panel('Wallet')).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Wallet settings saved', {}, wait)).toBeInTheDocument();
  expect(await settingOf('wallet')).toEqual({ topUpMin: 15_000, topUpMax: 100_000, payoutMin: 5_000, walletPaymentsEnabled: true });
  await waitFor(() => expect(input('Wallet', 'Minimum top-up')).toHaveDisplayValue('150.00'), wait);
});

test('a maximum below the minimum shows the server message under the maximum and saves nothing', async () => {
  await openSettings('admin@resort.test');
  const before = await settingOf('wallet');
  const user = userEvent.setup();
  const max = input('Wallet', 'Maximum top-up');
  await user.clear(max);
  await user.type(max, '50');
  await user.click(within(panel('Wallet')).getByRole('button', { name: 'Save' }));
  expect(await messageUnder('Wallet', 'Maximum top-up').findByText('The maximum must not be below the minimum.', {}, wait)).toBeInTheDocument();
  expect(await settingOf('wallet')).toEqual(before);
});

test('the SMTP password is never shown, and a save of another field keeps it', async () => {
  const smtp = await settingOf('smtp');
  await putSetting('smtp', { ...smtp, host: 'smtp.pulaudamai.test', user: 'mailer', password: 's3cret-pass' });
  const puts: unknown[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    if (init?.method === 'PUT') puts.push(JSON.parse(String(init.body)));
    return realFetch(url, init);
  });
  await openSettings('admin@resort.test');
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Outgoing e-mail' }));
  await waitFor(() => expect(input('Outgoing e-mail', 'SMTP server')).toHaveValue('smtp.pulaudamai.test'), wait);
  expect(input('Outgoing e-mail', 'Password')).toHaveValue('');
  expect(document.body.innerHTML).not.toContain('s3cret-pass');

  const port = input('Outgoing e-mail', 'Port');
  await user.clear(port);
  await user.type(port, '465');
  await user.click(within(panel('Outgoing e-mail')).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Outgoing e-mail settings saved', {}, wait)).toBeInTheDocument();
  spy.mockRestore();
  // The form sent the mask back (it never had the secret), and the server kept the stored password.
  expect(puts).toEqual([expect.objectContaining({ port: 465, password: '••••' })]);
  expect(await settingOf('smtp')).toMatchObject({ host: 'smtp.pulaudamai.test', port: 465, password: '••••' });
  await waitFor(() => expect(input('Outgoing e-mail', 'Port')).toHaveDisplayValue('465'), wait);
  expect(input('Outgoing e-mail', 'Password')).toHaveValue('');
  expect(document.body.innerHTML).not.toContain('s3cret-pass');
});

test('staff who may show but not edit settings read them with every input disabled and no Save', async () => {
  await staffWith('reader@resort.test', { dashboard: ['list'], settings: ['show'] });
  const min = await openSettings('reader@resort.test');
  expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
  expect(min).toBeDisabled();
  expect(within(panel('Wallet')).getByRole('switch', { name: /Wallet payments/ })).toBeDisabled();
  expect(within(panel('Wallet')).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(within(panel('Wallet')).getByText('Your role may read these settings but not change them.')).toBeInTheDocument();
});

test('staff without settings show are sent to the not-authorized page and see no Settings entry', async () => {
  await staffWith('clerk@resort.test', { dashboard: ['list'], settings: ['list'] });
  await signIn('clerk@resort.test');
  renderAdmin('/admin/settings');
  expect(await screen.findByText('You do not have permission to open this page.', {}, wait)).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
});

test('the booking rules tab refuses a 999-minute room hold under its field, then saves 5 minutes', async () => {
  await openSettings('admin@resort.test');
  const user = userEvent.setup();
  const tab = 'Booking rules and check-in';
  await user.click(screen.getByRole('tab', { name: tab }));
  const hold = input(tab, 'Room hold');
  expect(hold).toHaveDisplayValue('2');
  expect(input(tab, 'Check-in time')).toHaveValue('14:30');
  expect(input(tab, 'Check-out time')).toHaveValue('09:30');
  expect(input(tab, 'Resort time zone')).toHaveValue('Asia/Kuala_Lumpur');

  await user.clear(hold);
  await user.type(hold, '999');
  await user.click(within(panel(tab)).getByRole('button', { name: 'Save' }));
  expect(await messageUnder(tab, 'Room hold').findByText('Must be 60 or less', {}, wait)).toBeInTheDocument();
  expect(await settingOf('booking')).toMatchObject({ roomHoldMinutes: 2 });

  await user.clear(input(tab, 'Room hold'));
  await user.type(input(tab, 'Room hold'), '5');
  await user.click(within(panel(tab)).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(`${tab} settings saved`, {}, wait)).toBeInTheDocument();
  expect(await settingOf('booking')).toMatchObject({ roomHoldMinutes: 5, paymentCountdownMinutes: 30, checkInTime: '14:30', timeZone: 'Asia/Kuala_Lumpur' });
});

test("staff choose the resort's time zone from the list; the server's date and time follow it", async () => {
  await openSettings('admin@resort.test');
  const user = userEvent.setup();
  const tab = 'Booking rules and check-in';
  await user.click(screen.getByRole('tab', { name: tab }));
  const zone = input(tab, 'Resort time zone');
  await user.clear(zone);
  await user.type(zone, 'Los_Ang');
  await user.click(await screen.findByRole('option', { name: 'America/Los_Angeles' }, wait));
  await user.click(within(panel(tab)).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(`${tab} settings saved`, {}, wait)).toBeInTheDocument();
  try {
    expect(await settingOf('booking')).toMatchObject({ timeZone: 'America/Los_Angeles' });
    const now = (await (await fetch(new URL('/api/serverDate', window.location.href))).json()) as { data: { timeZone: string; date: string; now: string } };
    expect(now.data.timeZone).toBe('America/Los_Angeles');
    expect(now.data.date).toBe(new Date(now.data.now).toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' }));
  } finally {
    await putSetting('booking', { ...(await settingOf('booking')), timeZone: 'Asia/Kuala_Lumpur' });
  }
});
