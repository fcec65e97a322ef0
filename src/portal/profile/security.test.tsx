import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call, tokenOf } = usePortalApi();

const wait = { timeout: 15_000 };
const section = async () => within(await screen.findByRole('region', { name: 'Change password' }, wait));
const fill = async (user: ReturnType<typeof userEvent.setup>, form: Awaited<ReturnType<typeof section>>, values: [string, string, string]) => {
  const labels = ['Current password', 'New password', 'Confirm new password'];
  for (const [i, label] of labels.entries()) {
    const field = form.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    await user.type(field, values[i]);
  }
};

test('a wrong current password is refused on its field; a change signs the other sessions out and says so', async () => {
  // An agent of its own, so the demo sign-ins keep their password for the other test files.
  const admin = await tokenOf('admin@resort.test');
  const created = await call('POST', '/api/admin/travelagent', {
    token: admin,
    body: { firstName: 'Mei', lastName: 'Tan', email: 'mei@straitstravel.test', phone: '+60 4-262 1188', password: 'Straits!2345', agentType: 'TA', status: 'A', agencyRole: 'admin' },
  });
  expect(created.status).toBe(201);
  const elsewhere = await tokenOf('mei@straitstravel.test', 'Straits!2345');
  await signIn('mei@straitstravel.test', 'Straits!2345');
  renderPortal('/agent/profile?tab=security');
  const user = userEvent.setup();
  const form = await section();

  // The form checks the rule and the confirmation before asking the server.
  await fill(user, form, ['Straits!2345', 'short', 'shorter']);
  await user.click(form.getByRole('button', { name: 'Change password' }));
  expect(await form.findByText('At least 8 characters with upper and lower case letters, a digit and a symbol')).toBeInTheDocument();
  expect(form.getByText('Passwords must match')).toBeInTheDocument();

  await fill(user, form, ['Wrong!2345x', 'Harbour!2345', 'Harbour!2345']);
  await user.click(form.getByRole('button', { name: 'Change password' }));
  expect(await form.findByText('Current password is incorrect')).toBeInTheDocument();
  expect((await call('GET', '/api/agent/wallet', { token: elsewhere })).status).toBe(200);

  await fill(user, form, ['Straits!2345', 'Harbour!2345', 'Harbour!2345']);
  await user.click(form.getByRole('button', { name: 'Change password' }));
  expect(
    await form.findByText('Your password has been changed. You have been signed out on your other devices and browsers; this one stays signed in.'),
  ).toBeInTheDocument();
  expect(form.getByLabelText(/^Current password/)).toHaveValue('');
  expect((await call('GET', '/api/agent/wallet', { token: elsewhere })).status).toBe(401);
  expect(await tokenOf('mei@straitstravel.test', 'Harbour!2345')).toEqual(expect.any(String));
  // This session goes on: the page is still the agent's.
  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
});
