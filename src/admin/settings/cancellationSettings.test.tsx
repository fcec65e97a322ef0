import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import { input, panel, settingOf } from './settingsFixtures';

useMockApi();

const wait = { timeout: 15_000 };
const TAB = 'Cancellation policy';
const days = () => within(panel(TAB)).getAllByLabelText(/^Days before check-in/) as HTMLInputElement[];
const fees = () => within(panel(TAB)).getAllByLabelText(/^Fee kept/) as HTMLInputElement[];

test('staff read the cancellation steps, change a fee and save; a number of days given twice is refused under it', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/settings');
  await waitFor(() => input('Wallet', 'Minimum top-up'), wait);
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: TAB }));
  await waitFor(() => expect(days().map((d) => d.value)).toEqual(['30', '14', '7', '0']), wait);
  expect(fees().map((f) => f.value)).toEqual(['0', '25', '50', '100']);

  await user.clear(fees()[1]);
  await user.type(fees()[1], '30');
  await user.click(within(panel(TAB)).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Cancellation policy settings saved', {}, wait)).toBeInTheDocument();
  expect((await settingOf('cancellation')).tiers[1]).toEqual({ minDays: 14, feePercent: 30 });

  await user.clear(days()[2]);
  await user.type(days()[2], '14');
  await user.click(within(panel(TAB)).getByRole('button', { name: 'Save' }));
  expect(await within(panel(TAB)).findByText('Each number of days may appear only once.', {}, wait)).toBeInTheDocument();
  expect((await settingOf('cancellation')).tiers.map((t) => t.minDays)).toEqual([30, 14, 7, 0]);
}, 60_000);
