import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call, tokenOf } = usePortalApi();

const table = async () => within(await screen.findByRole('table', { name: 'Agency members' }, { timeout: 15_000 }));
const rowOf = async (text: string) => {
  const rows = (await table()).getAllByRole('row');
  const row = rows.find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return within(row);
};
const openUserMenu = async (name: string) => userEvent.click(await screen.findByRole('button', { name: new RegExp(`Account of ${name}`) }, { timeout: 15_000 }));

test('an agency admin reaches Members from the user menu, adds a member (server errors on the fields), re-roles and deactivates it', async () => {
  await signIn('ta@agency.test');
  const user = userEvent.setup();
  const page = renderPortal('/');
  await openUserMenu('Siti Abdullah');
  await user.click(await screen.findByRole('menuitem', { name: 'Members' }));
  await waitFor(() => expect(page.currentPath()).toBe('/agent/members'));

  const members = await table();
  expect(members.getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
    expect.stringMatching(/^Siti Abdullah.*You.*Main account.*ta@agency\.test/),
    expect.stringMatching(/^Farid Hassan.*sales@agency\.test.*Never$/),
    expect.stringMatching(/^Mei Yee Lee.*accounts@agency\.test.*Never$/),
  ]);
  const own = await rowOf('ta@agency.test');
  expect(own.getByRole('switch', { name: 'Siti Abdullah can sign in' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Add member' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add a member' }));
  await user.click(dialog.getByRole('button', { name: 'Add' }));
  expect((await dialog.findAllByText('Required')).length).toBeGreaterThanOrEqual(5);
  await user.type(dialog.getByRole('textbox', { name: 'First name' }), 'Omar');
  await user.type(dialog.getByRole('textbox', { name: 'Last name' }), 'Yusof');
  // An e-mail someone else already signs in with: only the server knows, and says so on the field.
  await user.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'freelancer@agent.test');
  await user.type(dialog.getByRole('textbox', { name: 'Phone' }), '+60 3-2141 8820');
  await user.type(dialog.getByLabelText(/^Password/), 'Member!2345');
  await user.type(dialog.getByLabelText(/^Re-enter password/), 'Member!2345');
  await user.click(dialog.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: 'Viewer' }));
  await user.click(dialog.getByRole('button', { name: 'Add' }));
  const email = dialog.getByRole('textbox', { name: 'E-mail' });
  expect(await dialog.findByText('Already in use')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');

  await user.clear(email);
  await user.type(email, 'omar@agency.test');
  await user.click(dialog.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Omar Yusof was added as Viewer')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const omar = await rowOf('omar@agency.test');
  expect(omar.getByRole('combobox', { name: 'Role of Omar Yusof' })).toHaveTextContent('Viewer');

  // The new member signs in at once.
  const omarToken = (await call<{ accessToken: string }>('POST', '/api/auth/login', { body: { email: 'omar@agency.test', password: 'Member!2345' } })).json.accessToken;
  expect(omarToken).toEqual(expect.any(String));

  await user.click(omar.getByRole('combobox', { name: 'Role of Omar Yusof' }));
  await user.click(await screen.findByRole('option', { name: 'Editor' }));
  expect(await screen.findByText('Omar Yusof is now Editor')).toBeInTheDocument();
  await user.click(omar.getByRole('switch', { name: 'Omar Yusof can sign in' }));
  expect(await screen.findByText('Omar Yusof was deactivated and signed out')).toBeInTheDocument();
  expect(omar.getByRole('switch', { name: 'Omar Yusof can sign in' })).not.toBeChecked();
  expect((await call('GET', '/api/agent/wallet', { token: omarToken })).status).toBe(401);

  // The last active admin cannot step down: the server's reason is shown and nothing changes.
  await user.click(own.getByRole('combobox', { name: 'Role of Siti Abdullah' }));
  await user.click(await screen.findByRole('option', { name: 'Viewer' }));
  expect(await screen.findByText('Your agency must keep at least one active admin.')).toBeInTheDocument();
  expect(own.getByRole('combobox', { name: 'Role of Siti Abdullah' })).toHaveTextContent('Admin');
  const listed = (await call<{ members: { email: string; agencyRole: string; active: boolean }[] }>('GET', '/api/agent/members', { token: await tokenOf('ta@agency.test') })).json.members;
  expect(listed.find((m) => m.email === 'ta@agency.test')).toMatchObject({ agencyRole: 'admin' });
  expect(listed.find((m) => m.email === 'omar@agency.test')).toMatchObject({ agencyRole: 'editor', active: false });
});

test("an editor has no Members in the user menu, and the page's URL leads to /misc/not-authorized", async () => {
  await signIn('sales@agency.test');
  const home = renderPortal('/');
  await openUserMenu('Farid Hassan');
  expect(await screen.findByRole('menuitem', { name: 'Credits' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Members' })).not.toBeInTheDocument();
  home.unmount();

  const direct = renderPortal('/agent/members');
  expect(await screen.findByText('You do not have permission to open this page.', {}, { timeout: 15_000 })).toBeInTheDocument();
  await waitFor(() => expect(direct.currentPath()).toBe('/misc/not-authorized'));
});
