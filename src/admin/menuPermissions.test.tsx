import { screen } from '@testing-library/react';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

const menuItem = (name: string) => screen.queryByRole('menuitem', { name });

test('an editor does not see the Users and Roles menu items', async () => {
  await signIn('editor@resort.test');
  renderAdmin('/admin');
  expect(await screen.findByRole('menuitem', { name: 'Rooms' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(await screen.findByText('Welcome, Daniel')).toBeInTheDocument();
  expect(menuItem('Users')).not.toBeInTheDocument();
  expect(menuItem('Roles')).not.toBeInTheDocument();
});

test('an admin sees Users and Roles in the People group', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin');
  expect(await screen.findByRole('menuitem', { name: 'Users' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(menuItem('Roles')).toBeInTheDocument();
  expect(screen.getByText('People')).toBeInTheDocument();
});

test('an editor who opens the users list directly lands on the not-authorized page', async () => {
  await signIn('editor@resort.test');
  renderAdmin('/admin/users');
  expect(await screen.findByText('You do not have permission to open this page.', {}, { timeout: 15_000 })).toBeInTheDocument();
});
