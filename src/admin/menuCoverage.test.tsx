import { screen } from '@testing-library/react';
import { resourceList } from '../../resources';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';
import { EXTRA_MENU_ITEMS } from './layout/extraMenuItems';

useMockApi();

test('every screen with a list is reachable from the menu, add-on sub-categories ("Add-ons") among them', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin');
  // The entries appear once the role's permissions are read.
  await screen.findByRole('menuitem', { name: 'Audit log' }, { timeout: 30_000 });
  await screen.findByRole('menuitem', { name: 'Settings' }, { timeout: 30_000 });
  const targets = screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'));
  const lists = [...resourceList.map((def) => `/${def.name}`), ...EXTRA_MENU_ITEMS.map((item) => item.path)];
  expect(lists.filter((path) => !targets.includes(`/admin${path}`))).toEqual([]);
  expect(screen.getByRole('menuitem', { name: 'Add-ons' })).toHaveAttribute('href', '/admin/addon-sub-categories');
});
